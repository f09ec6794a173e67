import { Link } from 'react-router';
import { fill, localizedPath } from '~/lib/lang';
import { useRootContent } from '~/content/use-root-content';
import { useLang } from '~/lib/use-lang';

/** Where a stand is, as a link to it on the venue map: "Berth B03 · Show on map". */
export function ShowOnMapLink({ stand, name, className }: { stand: string; name: string; className?: string }) {
  const { place, showOnMap, whose } = useRootContent().shell.map;
  const lang = useLang();
  return (
    <Link to={`${localizedPath('/visit', lang)}?stand=${stand}#map`} className={className}>
      {fill(stand.startsWith('B') ? place.berth : place.stand, { id: stand })} · {showOnMap}
      <span className="visually-hidden"> {fill(whose, { name })}</span>
    </Link>
  );
}

/** Where a schedule event happens, as a link to that landmark on the venue map. */
export function ShowPlaceOnMapLink({ place, name, className }: { place: string; name: string; className?: string }) {
  const { showOnMap, whose } = useRootContent().shell.map;
  const lang = useLang();
  return (
    <Link to={`${localizedPath('/visit', lang)}?place=${place}#map`} className={className}>
      {showOnMap}
      <span className="visually-hidden"> {fill(whose, { name })}</span>
    </Link>
  );
}
