import { useId, useMemo, useState } from 'react';
import { exhibitors } from '~/content/exhibitors';
import { useMediaQuery } from '~/lib/use-media-query';
import { ExhibitorCards } from './exhibitor-cards';
import styles from './exhibitor-list.module.css';
import { ExhibitorTable } from './exhibitor-table';
import { alphabet, filterExhibitors, lettersIn } from './filter-exhibitors';

const available = lettersIn(exhibitors);

/** Search, A–Z filter, live count and the list: a table of 5 per row, or cards at 768 px and below. */
export function ExhibitorDirectory() {
  const [query, setQuery] = useState('');
  const [letter, setLetter] = useState<string | null>(null);
  const compact = useMediaQuery('(max-width: 768px)');
  const searchId = useId();
  const shown = useMemo(() => filterExhibitors(exhibitors, { query, letter }), [query, letter]);

  const count =
    shown.length === 0
      ? 'No exhibitors match your search.'
      : `Showing ${shown.length} of ${exhibitors.length} exhibitors`;

  return (
    <section aria-label="Exhibitor directory" className={`container ${styles.directory}`}>
      <search className={styles.controls}>
        <div className={styles.search}>
          <label htmlFor={searchId}>Search exhibitors</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Company name or category"
            autoComplete="off"
          />
        </div>
        <div role="group" aria-label="Filter by first letter" className={styles.letters}>
          <button type="button" aria-pressed={letter === null} onClick={() => setLetter(null)}>
            All
          </button>
          {alphabet.map((char) => (
            <button
              key={char}
              type="button"
              aria-pressed={letter === char}
              disabled={!available.has(char)}
              onClick={() => setLetter(letter === char ? null : char)}
            >
              {char}
            </button>
          ))}
        </div>
      </search>
      <p role="status" className={styles.count}>
        {count}
      </p>
      {shown.length > 0 ? (
        <>
          {/* Until the width is known (prerendered HTML, hydration) both layouts are sent and CSS shows one. */}
          {compact !== true ? <ExhibitorTable exhibitors={shown} className={styles.wideOnly} /> : null}
          {compact !== false ? <ExhibitorCards exhibitors={shown} className={styles.narrowOnly} /> : null}
        </>
      ) : null}
    </section>
  );
}
