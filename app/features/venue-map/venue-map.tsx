import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Edition } from '~/content/edition';
import { fill } from '~/lib/lang';
import { MapSearch } from './map-search';
import { standNamer, useOccupants, type MapCopy } from './occupants';
import { PlanDrawing } from './plan-drawing';
import { StandDetails } from './stand-details';
import { StandList } from './stand-list';
import { useStandFocus } from './use-stand-focus';
import { readableZoom, ZoomControls } from './zoom-controls';
import styles from './venue-map.module.css';

type VenueMapProps = {
  plan: Edition['venuePlan'];
  copy: MapCopy;
  /** Who is where: every exhibitor's stand and every boat's berth. */
  exhibitors: Edition['exhibitors']['all'];
  boats: Edition['boats']['all'];
};

/**
 * The venue plan: an SVG drawn from the plan's data, prerendered and readable without
 * JavaScript, with a list of every stand beside it. The plan is one tab stop: arrow keys
 * move between stands (a roving tabindex), Enter or Space shows who is there.
 * `/visit?stand=H07#map` opens with that stand selected, focused and announced;
 * `/visit?place=cruise#map` with that landmark marked and named above the plan.
 */
export function VenueMap({ plan, copy, exhibitors, boats }: VenueMapProps) {
  const [searchParams] = useSearchParams();
  const [zoom, setZoom] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const occupants = useOccupants(exhibitors, boats);
  const standName = standNamer(copy);
  const { selected, active, setActive, choose, onKeyDown, refFor } = useStandFocus(plan.stands);

  const describe = (stand: { id: string; zone: string }) => {
    const names = (occupants.get(stand.id) ?? []).map((occupant) => occupant.name);
    return names.length > 0 ? `${standName(stand)}: ${names.join(', ')}` : `${standName(stand)}: ${copy.emptyStand}`;
  };

  // The stand in the URL is chosen once the page is live: prerendered HTML knows no query.
  const requested = searchParams.get('stand')?.toUpperCase() ?? null;
  const [arrival, setArrival] = useState<string | null>(null);
  useEffect(() => {
    if (requested && plan.stands.some((stand) => stand.id === requested)) {
      // On a phone the whole plan is too small to read: it opens at a readable scale, and
      // choosing the stand scrolls it to the frame's centre.
      setZoom(readableZoom(frame.current?.clientWidth ?? plan.size.width, plan.size.width));
      setArrival(requested);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new URL chooses again
  }, [requested]);
  useEffect(() => {
    if (!arrival) return;
    // Runs after the render that drew the new scale, so the stand is centred in the plan at
    // that scale: an instant scroll (reduced motion) is clamped to the frame's width at the
    // moment it runs, and ran once too early, before that render. A frame more lets the
    // browser finish jumping to #map before focusing inside it.
    const next = requestAnimationFrame(() => choose(arrival, true));
    return () => cancelAnimationFrame(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- choose is new on every render
  }, [arrival]);

  const selectedStand = plan.stands.find((stand) => stand.id === selected);
  // A landmark in the URL (a schedule event's place) is marked once the page is live.
  const requestedPlace = searchParams.get('place');
  const place = plan.facilities.some((facility) => facility.kind === requestedPlace) ? requestedPlace : null;

  return (
    <section id="map" className={styles.map} aria-labelledby="map-heading" tabIndex={-1}>
      <div className="container">
        <h2 id="map-heading">{copy.heading}</h2>
        <p className={styles.intro}>{copy.intro}</p>
        <MapSearch copy={copy} exhibitors={exhibitors} boats={boats} onChoose={(stand) => choose(stand, true)} />
        <div className={styles.toolbar}>
          <p id={hintId} className={styles.hint}>
            {copy.keyboardHint}
          </p>
          <ZoomControls copy={copy} zoom={zoom} onZoom={setZoom} />
        </div>
        {place ? (
          <p className={styles.placeShown}>
            {fill(copy.placeShown, { place: copy.zones[place as keyof typeof copy.zones] })}
          </p>
        ) : null}
        <PlanDrawing
          plan={plan}
          copy={copy}
          zoom={zoom}
          frameRef={frame}
          hintId={hintId}
          occupants={occupants}
          describe={describe}
          active={active}
          selected={selected}
          place={place}
          refFor={refFor}
          onChoose={(id) => choose(id, false)}
          onKeyDown={onKeyDown}
          onFocusStand={setActive}
        />
        <StandDetails copy={copy} stand={selectedStand} occupants={occupants.get(selectedStand?.id ?? '') ?? []} />
        <StandList plan={plan} copy={copy} occupants={occupants} />
      </div>
    </section>
  );
}
