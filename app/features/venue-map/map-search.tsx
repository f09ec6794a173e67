import { useMemo, useState } from 'react';
import type { Edition } from '~/content/edition';
import { fill } from '~/lib/lang';
import type { MapCopy } from './occupants';
import { matches } from './plan-navigation';
import styles from './venue-map.module.css';

type MapSearchProps = {
  copy: MapCopy;
  exhibitors: Edition['exhibitors']['all'];
  boats: Edition['boats']['all'];
  onChoose: (stand: string) => void;
};

/** Finds an exhibitor or a boat by name; choosing one selects its stand on the plan. */
export function MapSearch({ copy, exhibitors, boats, onChoose }: MapSearchProps) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => {
    const searchable = [
      ...exhibitors.map((exhibitor) => ({ name: exhibitor.name, stand: exhibitor.stand })),
      ...boats.map((boat) => ({ name: boat.name, stand: boat.berth })),
    ];
    return matches(searchable, query).slice(0, 8);
  }, [exhibitors, boats, query]);

  return (
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
                <button type="button" className={styles.result} onClick={() => onChoose(item.stand)}>
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
  );
}
