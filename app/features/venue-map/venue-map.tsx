import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useContent, useLang } from '~/content/use-content';
import { fill, localizedPath } from '~/lib/lang';
import { matches, neighbour, type Direction } from './plan-navigation';
import styles from './venue-map.module.css';

const zoomLevels = [1, 1.5, 2, 3] as const;
const arrows = new Set<string>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

type Occupant = { name: string; kind: 'exhibitor' | 'boat'; href: string };
type Placed = { id: string; zone: string };

/**
 * The venue plan: an SVG drawn from the plan's data, prerendered and readable without
 * JavaScript, with a list of every stand beside it. The plan is one tab stop: arrow keys
 * move between stands (a roving tabindex), Enter or Space shows who is there.
 * `/visit?stand=H07#map` opens with that stand selected, focused and announced.
 */
export function VenueMap() {
  const plan = useContent('venuePlan');
  const copy = useContent('visit').map;
  const exhibitors = useContent('exhibitors').all;
  const boats = useContent('boats').all;
  const lang = useLang();
  const [searchParams] = useSearchParams();
  const [selected, setSelected] = useState<string | null>(null);
  const [active, setActive] = useState(plan.stands[0]?.id ?? '');
  const [zoom, setZoom] = useState(0);
  const [query, setQuery] = useState('');
  const standRefs = useRef(new Map<string, SVGGElement>());
  const hintId = useId();

  const occupants = useMemo(() => {
    const byStand = new Map<string, Occupant[]>();
    const add = (stand: string, occupant: Occupant) => byStand.set(stand, [...(byStand.get(stand) ?? []), occupant]);
    const listPath = localizedPath('/exhibitor-list', lang);
    for (const exhibitor of exhibitors)
      add(exhibitor.stand, {
        name: exhibitor.name,
        kind: 'exhibitor',
        href: `${listPath}?q=${encodeURIComponent(exhibitor.name)}`,
      });
    for (const boat of boats)
      add(boat.berth, { name: boat.name, kind: 'boat', href: `${localizedPath('/all-boats', lang)}#${boat.slug}` });
    return byStand;
  }, [exhibitors, boats, lang]);

  const standName = (stand: Placed) =>
    fill(stand.zone === 'hall' ? copy.standLabel : copy.berthLabel, { id: stand.id });
  const describe = (stand: Placed) => {
    const names = (occupants.get(stand.id) ?? []).map((occupant) => occupant.name);
    return names.length > 0 ? `${standName(stand)}: ${names.join(', ')}` : `${standName(stand)}: ${copy.emptyStand}`;
  };

  const choose = (id: string, focus: boolean) => {
    setSelected(id);
    setActive(id);
    if (focus) {
      const node = standRefs.current.get(id);
      node?.focus();
      node?.scrollIntoView?.({ block: 'center', inline: 'center' });
    }
  };

  // The stand in the URL is chosen once the page is live: prerendered HTML knows no query.
  const requested = searchParams.get('stand')?.toUpperCase() ?? null;
  useEffect(() => {
    if (requested && plan.stands.some((stand) => stand.id === requested)) {
      // Let the browser finish jumping to #map before focusing inside it.
      const frame = requestAnimationFrame(() => choose(requested, true));
      return () => cancelAnimationFrame(frame);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new URL chooses again
  }, [requested]);

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, id: string) => {
    if (arrows.has(event.key)) {
      event.preventDefault();
      const next = neighbour(plan.stands, id, event.key as Direction);
      if (next) {
        setActive(next);
        standRefs.current.get(next)?.focus();
      }
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const next = event.key === 'Home' ? plan.stands[0] : plan.stands.at(-1);
      if (next) {
        setActive(next.id);
        standRefs.current.get(next.id)?.focus();
      }
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(id, false);
    }
  };

  const selectedStand = plan.stands.find((stand) => stand.id === selected);
  const found = useMemo(() => {
    const searchable = [
      ...exhibitors.map((exhibitor) => ({ name: exhibitor.name, stand: exhibitor.stand })),
      ...boats.map((boat) => ({ name: boat.name, stand: boat.berth })),
    ];
    return matches(searchable, query).slice(0, 8);
  }, [exhibitors, boats, query]);
  const zones = (['hall', 'pier'] as const).map((zone) => ({
    zone,
    stands: plan.stands.filter((stand) => stand.zone === zone && occupants.has(stand.id)),
  }));

  return (
    <section id="map" className={styles.map} aria-labelledby="map-heading" tabIndex={-1}>
      <div className="container">
        <h2 id="map-heading">{copy.heading}</h2>
        <p className={styles.intro}>{copy.intro}</p>

        <div className={styles.search} role="search">
          <label htmlFor="map-search" className={styles.searchLabel}>
            {copy.searchLabel}
          </label>
          <input
            id="map-search"
            type="search"
            value={query}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
            className={styles.searchInput}
          />
          {query.trim() ? (
            found.length > 0 ? (
              <ul className={styles.results}>
                {found.map((item) => (
                  <li key={`${item.name}-${item.stand}`}>
                    <button type="button" className={styles.result} onClick={() => choose(item.stand, true)}>
                      {item.name}
                      <span className={styles.resultStand}>{item.stand}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.noMatch}>{fill(copy.noMatch, { query: query.trim() })}</p>
            )
          ) : null}
        </div>

        <div className={styles.toolbar}>
          <p id={hintId} className={styles.hint}>
            {copy.keyboardHint}
          </p>
          <div className={styles.zoom}>
            <button type="button" onClick={() => setZoom((level) => level - 1)} disabled={zoom === 0}>
              {copy.zoomOut}
            </button>
            <button type="button" onClick={() => setZoom(0)} disabled={zoom === 0}>
              {copy.resetZoom}
            </button>
            <button
              type="button"
              onClick={() => setZoom((level) => level + 1)}
              disabled={zoom === zoomLevels.length - 1}
            >
              {copy.zoomIn}
            </button>
          </div>
        </div>

        <div className={styles.viewport}>
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
              <g key={facility.kind} className={styles[`facility-${facility.kind}`] ?? styles.facility}>
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
                  ref={(node) => {
                    if (node) standRefs.current.set(stand.id, node);
                    else standRefs.current.delete(stand.id);
                  }}
                  role="button"
                  tabIndex={stand.id === active ? 0 : -1}
                  aria-label={describe(stand)}
                  aria-pressed={stand.id === selected}
                  data-stand={stand.id}
                  className={`${styles.stand} ${occupied ? styles.occupied : ''} ${stand.id === selected ? styles.selected : ''}`}
                  onClick={() => choose(stand.id, false)}
                  onKeyDown={(event) => onKeyDown(event, stand.id)}
                  onFocus={() => setActive(stand.id)}
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

        <div className={styles.details} role="status">
          {selectedStand ? (
            <>
              <h3 className={styles.detailsHeading}>{standName(selectedStand)}</h3>
              {(occupants.get(selectedStand.id) ?? []).length > 0 ? (
                <ul>
                  {(occupants.get(selectedStand.id) ?? []).map((occupant) => (
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
      </div>
    </section>
  );
}

/** Roughly how wide the plan's 15-unit bold text runs per character. */
const charWidth = 8.4;

/**
 * A landmark's name inside its shape: a bracketed part goes on a second line, a name still
 * too long is squeezed to fit, and the narrow pier is labelled along its length.
 */
function FacilityLabel({
  facility,
  label,
}: {
  facility: { kind: string; x: number; y: number; width: number; height: number };
  label: string;
}) {
  const vertical = facility.height > facility.width * 3;
  const room = (vertical ? facility.height : facility.width) - 12;
  const lines = label.split(/ (?=\()/);
  const cx = facility.x + facility.width / 2;
  const cy = facility.kind === 'hall' ? facility.y + 18 : facility.y + facility.height / 2;
  return (
    <text
      x={cx}
      y={cy - ((lines.length - 1) * 17) / 2}
      className={styles.facilityLabel}
      transform={vertical ? `rotate(-90 ${cx} ${cy})` : undefined}
    >
      {lines.map((line, index) => (
        <tspan
          key={line}
          x={cx}
          dy={index === 0 ? 0 : 17}
          {...(line.length * charWidth > room ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {})}
        >
          {line}
        </tspan>
      ))}
    </text>
  );
}
