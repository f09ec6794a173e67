import { useMemo } from 'react';
import { useLang } from '~/lib/use-lang';
import type { Edition } from '~/content/edition';
import { fill } from '~/lib/lang';
import { boatPath } from '~/features/boats/boat-path';
import { exhibitorPath } from '~/features/exhibitors/exhibitor-path';

export type Occupant = { name: string; kind: 'exhibitor' | 'boat'; href: string };
type Placed = { id: string; zone: string };

/** The venue map's words (`visit.map`), which its route hands it with the plan. */
export type MapCopy = Edition['visit']['map'];

/** Who is on each stand or berth, each linked to their own page. */
export function useOccupants(exhibitors: Edition['exhibitors']['all'], boats: Edition['boats']['all']) {
  const lang = useLang();
  return useMemo(() => {
    const byStand = new Map<string, Occupant[]>();
    const add = (stand: string, occupant: Occupant) => byStand.set(stand, [...(byStand.get(stand) ?? []), occupant]);
    for (const exhibitor of exhibitors)
      add(exhibitor.stand, { name: exhibitor.name, kind: 'exhibitor', href: exhibitorPath(exhibitor.id, lang) });
    for (const boat of boats) add(boat.berth, { name: boat.name, kind: 'boat', href: boatPath(boat.id, lang) });
    return byStand;
  }, [exhibitors, boats, lang]);
}

/** "Stand H07" or "Berth B03", in the page's language. */
export function standNamer(copy: MapCopy) {
  return (stand: Placed) => fill(stand.zone === 'hall' ? copy.standLabel : copy.berthLabel, { id: stand.id });
}
