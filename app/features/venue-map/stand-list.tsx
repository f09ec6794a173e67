import { Link } from 'react-router';
import type { Edition } from '~/content/edition';
import { standNamer, type MapCopy, type Occupant } from './occupants';
import styles from './venue-map.module.css';

type StandListProps = { plan: Edition['venuePlan']; copy: MapCopy; occupants: Map<string, Occupant[]> };

/** Every occupied stand as text, by zone: the plan's content for those who do not see it. */
export function StandList({ plan, copy, occupants }: StandListProps) {
  const standName = standNamer(copy);
  const zones = (['hall', 'pier'] as const).map((zone) => ({
    zone,
    stands: plan.stands.filter((stand) => stand.zone === zone && occupants.has(stand.id)),
  }));
  return (
    <>
      <h3 className={styles.listHeading}>{copy.listHeading}</h3>
      <div className={styles.list}>
        {zones.map(({ zone, stands }) => (
          <section key={zone} aria-labelledby={`map-zone-${zone}`}>
            <h4 id={`map-zone-${zone}`}>{copy.zones[zone]}</h4>
            <ul>
              {stands.map((stand) => (
                <li key={stand.id}>
                  <strong>{standName(stand)}</strong>:{' '}
                  {(occupants.get(stand.id) ?? []).map((occupant, index) => (
                    <span key={occupant.name}>
                      {index > 0 ? ', ' : null}
                      <Link to={occupant.href}>{occupant.name}</Link>
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
