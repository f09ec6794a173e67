import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useRootContent } from '~/content/use-root-content';
import { useLang } from '~/lib/use-lang';
import { fill } from '~/lib/lang';
import { pagefindIn } from './pagefind';
import { focusAfterKey, toHit, type SearchHit } from './search-results';
import styles from './search-panel.module.css';

export type SearchPanelProps = {
  /** A result was followed: the dialog closes and focus goes where the link leads. */
  onFollow: (href: string) => void;
};

/** How long typing must pause before a search runs; Enter searches at once. */
const typingPause = 150;

type Engine = 'loading' | 'ready' | 'failed';
type Answer = { query: string; hits: SearchHit[] };

/**
 * The search field, the live count and the results, in the page's language. The field's
 * Down arrow moves focus into the results, and Up, Down, Home and End move through them (real
 * links, so Enter follows one and a screen reader reads each as a link); Up from the first
 * returns to the field. Escape is the dialog's (search-dialog.tsx).
 */
export function SearchPanel({ onFollow }: SearchPanelProps) {
  const { search: copy } = useRootContent();
  const lang = useLang();
  const [attempt, setAttempt] = useState(0);
  // Which language and attempt the engine's state is for: another is still loading.
  const loadKey = `${lang} ${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; engine: Engine }>({ key: loadKey, engine: 'loading' });
  const [failedSearch, setFailedSearch] = useState<string | null>(null);
  const engine: Engine = loaded.key !== loadKey ? 'loading' : failedSearch === loadKey ? 'failed' : loaded.engine;
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  /** Only the newest search may answer: an older one that finishes late is dropped. */
  const latest = useRef(0);
  const ids = useId();

  useEffect(() => {
    let current = true;
    pagefindIn(lang).then(
      () => current && setLoaded({ key: loadKey, engine: 'ready' }),
      () => current && setLoaded({ key: loadKey, engine: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [lang, loadKey]);

  const run = useCallback(
    async (text: string) => {
      const mine = ++latest.current;
      const term = text.trim();
      if (!term) {
        setAnswer(null);
        return;
      }
      try {
        const pagefind = await pagefindIn(lang);
        const found = await pagefind.search(term);
        const pages = await Promise.allSettled((found?.results ?? []).map((result) => result.data()));
        if (mine !== latest.current) return;
        const hits = pages.flatMap((page) => (page.status === 'fulfilled' ? [toHit(page.value)] : []));
        // Offline, a page's excerpt not fetched before cannot be shown; those that were can.
        if (hits.length === 0 && pages.length > 0) throw new Error('No result could be loaded');
        setAnswer({ query: term, hits });
      } catch {
        if (mine === latest.current) setFailedSearch(loadKey);
      }
    },
    [lang, loadKey],
  );

  useEffect(() => {
    if (engine !== 'ready') return;
    const timer = setTimeout(() => void run(query), query.trim() ? typingPause : 0);
    return () => clearTimeout(timer);
  }, [engine, query, run]);

  const hits = answer?.hits ?? [];
  // Until the answer to what is typed arrives, the results say they are about to change, so a
  // screen reader announces the new count rather than each step on the way.
  const busy = engine === 'loading' || (engine === 'ready' && query.trim() !== '' && answer?.query !== query.trim());
  const status =
    engine === 'loading'
      ? copy.loading
      : engine === 'failed'
        ? copy.failed
        : !answer
          ? ''
          : hits.length === 0
            ? fill(copy.none, { query: answer.query })
            : fill(hits.length === 1 ? copy.count.one : copy.count.other, { count: hits.length });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const active = document.activeElement;
    const index = links.current.findIndex((link) => link !== null && link === active);
    if (index < 0 && active !== fieldRef.current) return;
    const next = focusAfterKey(event.key, index, hits.length);
    if (next === undefined) return;
    event.preventDefault();
    (next < 0 ? fieldRef.current : links.current[next])?.focus();
  };

  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    // A new tab or window leaves this page, and its dialog, as they are.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    onFollow(href);
  };

  return (
    // Arrow keys move between the field and the results; each is focusable on its own.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.panel} onKeyDown={onKeyDown}>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (engine === 'ready') void run(query);
        }}
      >
        <label htmlFor={`${ids}field`} className={styles.label}>
          {copy.label}
        </label>
        <input
          ref={fieldRef}
          id={`${ids}field`}
          type="search"
          className={styles.field}
          value={query}
          placeholder={copy.placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${ids}hint`}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={`${ids}hint`} className={styles.hint}>
          {copy.hint}
        </p>
      </form>
      <div className={styles.output} aria-busy={busy}>
        <div className={styles.state}>
          <p role="status" className={styles.status}>
            {status}
          </p>
          {engine === 'failed' ? (
            <button type="button" className={styles.retry} onClick={() => setAttempt((count) => count + 1)}>
              {copy.retry}
            </button>
          ) : null}
        </div>
        {engine === 'ready' && hits.length > 0 ? (
          <ul className={styles.results} aria-label={copy.results}>
            {hits.map((hit, index) => (
              <li key={hit.key} className={styles.result}>
                <Link
                  to={hit.href}
                  ref={(link) => {
                    links.current[index] = link;
                  }}
                  className={styles.link}
                  aria-describedby={`${ids}excerpt-${index}`}
                  onClick={(event) => follow(event, hit.href)}
                >
                  {hit.section ? fill(copy.inSection, { page: hit.title, section: hit.section }) : hit.title}
                </Link>
                <p id={`${ids}excerpt-${index}`} className={styles.excerpt}>
                  {hit.excerpt.map((part, at) => (part.marked ? <mark key={at}>{part.text}</mark> : part.text))}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
