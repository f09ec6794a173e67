import type { KeyboardEvent, Ref } from 'react';
import type { Edition } from '~/content/edition';
import { FacilityLabel } from './facility-label';
import type { MapCopy, Occupant } from './occupants';
import { zoomLevels } from './zoom-controls';
import styles from './venue-map.module.css';

type PlanDrawingProps = {
  plan: Edition['venuePlan'];
  copy: MapCopy;
  zoom: number;
  /** The plan's scrolling frame. */
  frameRef: Ref<HTMLDivElement>;
  hintId: string;
  occupants: Map<string, Occupant[]>;
  /** A stand's accessible name: its label and who is there. */
  describe: (stand: { id: string; zone: string }) => string;
  active: string;
  selected: string | null;
  /** A landmark to mark (`/visit?place=cruise#map`): where a schedule event happens. */
  place: string | null;
  refFor: (id: string) => (node: SVGGElement | null) => void;
  onChoose: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<SVGGElement>, id: string) => void;
  onFocusStand: (id: string) => void;
};

/** The SVG plan, drawn from the plan's data: water, landmarks, pontoons and the stands as buttons. */
export function PlanDrawing(props: PlanDrawingProps) {
  const { plan, copy, zoom, frameRef, hintId, occupants, describe, active, selected, place, refFor } = props;
  const { onChoose, onKeyDown, onFocusStand } = props;
  return (
    <div ref={frameRef} className={styles.viewport}>
      <svg
        viewBox={`0 0 ${plan.size.width} ${plan.size.height}`}
        className={styles.plan}
        style={{ width: `${(zoomLevels[zoom] ?? 1) * 100}%` }}
        role="group"
        aria-label={copy.heading}
        aria-describedby={hintId}
      >
        <path d={plan.shoreline} className={styles.water} />
        {plan.facilities.map((facility) => (
          <g
            key={facility.kind}
            className={`${styles[`facility-${facility.kind}`] ?? styles.facility} ${facility.kind === place ? styles.marked : ''}`}
          >
            <rect x={facility.x} y={facility.y} width={facility.width} height={facility.height} rx="6" />
            <FacilityLabel facility={facility} label={copy.zones[facility.kind as keyof typeof copy.zones]} />
          </g>
        ))}
        {plan.pontoons.map((pontoon) => (
          <rect key={pontoon.y} {...pontoon} className={styles.pontoon} />
        ))}
        {plan.stands.map((stand) => {
          const occupied = occupants.has(stand.id);
          return (
            <g
              key={stand.id}
              ref={refFor(stand.id)}
              role="button"
              tabIndex={stand.id === active ? 0 : -1}
              aria-label={describe(stand)}
              aria-pressed={stand.id === selected}
              data-stand={stand.id}
              className={`${styles.stand} ${occupied ? styles.occupied : ''} ${stand.id === selected ? styles.selected : ''}`}
              onClick={() => onChoose(stand.id)}
              onKeyDown={(event) => onKeyDown(event, stand.id)}
              onFocus={() => onFocusStand(stand.id)}
            >
              <rect x={stand.x} y={stand.y} width={stand.width} height={stand.height} rx="4" />
              <text x={stand.x + stand.width / 2} y={stand.y + stand.height / 2} className={styles.standLabel}>
                {stand.id}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
