import { Link } from 'react-router';
import { useLang } from '~/lib/use-lang';
import { localizedPath } from '~/lib/lang';
import { standNamer, type MapCopy, type Occupant } from './occupants';
import styles from './venue-map.module.css';

/** Who is on the selected stand; a live region, so choosing a stand announces it. */
export function StandDetails({
  copy,
  stand,
  occupants,
}: {
  copy: MapCopy;
  stand: { id: string; zone: string } | undefined;
  occupants: Occupant[];
}) {
  const lang = useLang();
  const standName = standNamer(copy);
  return (
    <div className={styles.details} role="status">
      {stand ? (
        <>
          <h3 className={styles.detailsHeading}>{standName(stand)}</h3>
          {occupants.length > 0 ? (
            <ul>
              {occupants.map((occupant) => (
                <li key={occupant.name}>
                  <Link to={occupant.href}>{occupant.name}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{copy.emptyStand}</p>
          )}
          <p>
            <Link to={localizedPath('/exhibitor-list', lang)}>{copy.backToList}</Link>
          </p>
        </>
      ) : null}
    </div>
  );
}
