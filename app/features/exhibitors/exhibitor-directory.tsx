import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLang } from '~/lib/use-lang';
import type { Edition } from '~/content/edition';
import { fill } from '~/lib/lang';
import { useHydrated } from '~/lib/use-hydrated';
import { useMediaQuery } from '~/lib/use-media-query';
import { ExhibitorCards } from './exhibitor-cards';
import styles from './exhibitor-directory.module.css';
import { ExhibitorTable } from './exhibitor-table';
import { alphabet, categoriesIn, filterExhibitors, lettersIn } from './filter-exhibitors';

type ExhibitorDirectoryProps = {
  exhibitors: Edition['exhibitors']['all'];
  /** The directory's words: labels, placeholder, count. */
  directory: Edition['exhibitors']['directory'];
};

/** Search, A–Z filter, live count and the list: a table of 5 per row, or cards at 768 px and below. */
export function ExhibitorDirectory({ exhibitors, directory }: ExhibitorDirectoryProps) {
  const lang = useLang();
  // A link may carry a search as `?q=<name>` (the venue map's and My Show's links did, before
  // each exhibitor had a page; shared copies still do). Prerendered HTML knows no query, so
  // the linked search applies once the page is live, until the visitor types their own.
  const [typed, setQuery] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const query = typed ?? (hydrated ? searchParams.get('q') : null) ?? '';
  const [letter, setLetter] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const compact = useMediaQuery('(max-width: 768px)');
  const searchId = useId();
  const categoryId = useId();
  const available = useMemo(() => lettersIn(exhibitors), [exhibitors]);
  const categories = useMemo(() => categoriesIn(exhibitors, lang), [exhibitors, lang]);
  const shown = useMemo(
    () => filterExhibitors(exhibitors, { query, letter, category }, lang),
    [exhibitors, query, letter, category, lang],
  );

  const count =
    shown.length === 0 ? directory.noMatch : fill(directory.count, { shown: shown.length, total: exhibitors.length });

  return (
    <section aria-label={directory.label} className={`container ${styles.directory}`}>
      <search className={styles.controls}>
        <div className={styles.search}>
          <label htmlFor={searchId}>{directory.searchLabel}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={directory.searchPlaceholder}
            autoComplete="off"
          />
        </div>
        <div className={styles.search}>
          <label htmlFor={categoryId}>{directory.categoryLabel}</label>
          <select id={categoryId} value={category ?? ''} onChange={(event) => setCategory(event.target.value || null)}>
            <option value="">{directory.allCategories}</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div role="group" aria-label={directory.lettersLabel} className={styles.letters}>
          <button type="button" aria-pressed={letter === null} onClick={() => setLetter(null)}>
            {directory.allLetters}
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
          {compact !== true ? (
            <ExhibitorTable exhibitors={shown} caption={directory.tableCaption} className={styles.wideOnly} />
          ) : null}
          {compact !== false ? (
            <ExhibitorCards exhibitors={shown} label={directory.listLabel} className={styles.narrowOnly} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
