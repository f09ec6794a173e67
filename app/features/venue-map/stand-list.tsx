import { Link } from 'react-router';
import { useContent } from '~/content/use-content';
import { useStandName, type Occupant } from './occupants';
import styles from './venue-map.module.css';

/** Every occupied stand as text, by zone: the plan's content for those who do not see it. */
export function StandList({ occupants }: { occupants: Map<string, Occupant[]> }) {
  const plan = useContent('venuePlan');
  const copy = useContent('visit').map;
  const standName = useStandName();
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
