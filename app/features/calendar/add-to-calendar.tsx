import { useShowPhase } from '~/features/lifecycle/use-show-phase';
import { calendarFilePath, googleCalendarUrl, outlookCalendarUrl, type CalendarEvent } from './calendar';
import { fill } from '~/lib/lang';
import styles from './add-to-calendar.module.css';
import { useRootContent } from '~/content/use-root-content';
import { useLang } from '~/lib/use-lang';

/**
 * "Add to calendar": a native disclosure (works before hydration and with any keyboard or
 * screen reader) holding the entry's .ics file, a Google Calendar link and an Outlook.com
 * link, all three for the same instants. `name` is read after the summary's text when several
 * entries share a page.
 */
export function AddToCalendar({ event, name, className }: { event: CalendarEvent; name?: string; className?: string }) {
  const { shell } = useRootContent();
  // Once the show is over, none of its entries is worth adding (features/lifecycle).
  const ended = useShowPhase().kind === 'ended';
  const copy = shell.calendar;
  const lang = useLang();
  const external = <span className="visually-hidden"> {shell.newTab}</span>;
  if (ended) return null;
  return (
    // A control, not the page's content: the site search leaves it out (scripts/search-index.ts).
    <details className={`${styles.menu} ${className ?? ''}`} data-pagefind-ignore="">
      <summary className={styles.summary}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zm12 8H5v9h14zM11 12h2v2h2v2h-2v2h-2v-2H9v-2h2z"
          />
        </svg>
        {copy.add}
        {name ? <span className="visually-hidden"> {fill(copy.whose, { name })}</span> : null}
      </summary>
      <ul className={styles.options}>
        <li>
          <a href={calendarFilePath(event.id, lang)} download>
            {copy.download}
          </a>
        </li>
        <li>
          <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            {copy.google}
            {external}
          </a>
        </li>
        <li>
          <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            {copy.outlook}
            {external}
          </a>
        </li>
      </ul>
    </details>
  );
}
