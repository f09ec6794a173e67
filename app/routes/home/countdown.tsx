import { useCallback, useSyncExternalStore } from 'react';
import { AddToCalendar } from '~/features/calendar/add-to-calendar';
import { useCalendarContext } from '~/features/calendar/use-calendar-context';
import { useRootContent } from '~/content/use-root-content';
import type { Edition } from '~/content/edition';
import { showCalendarEvent } from '~/features/calendar/calendar-events';
import { secondsLeft, splitSeconds, type CountdownParts } from './countdown-time';
import styles from './countdown.module.css';

// Checked four times a second so the display turns within a quarter second of the real
// second; React re-renders only when the whole seconds left change.
function subscribe(onTick: () => void) {
  const timer = window.setInterval(onTick, 250);
  return () => window.clearInterval(timer);
}
// Prerendered HTML has no "now" (undefined): it shows placeholders, and hydration renders the same.
const unknownSecondsLeft = () => undefined;

const units: (keyof CountdownParts)[] = ['days', 'hours', 'minutes', 'seconds'];

const format = (key: keyof CountdownParts, value: number) =>
  key === 'days' ? String(value) : String(value).padStart(2, '0');

/** Days, hours, minutes and seconds to the show's opening in Malaysia time, then the farewell line. */
export function Countdown({ copy }: { copy: Edition['home']['countdown'] }) {
  const { site } = useRootContent();
  const show = showCalendarEvent(useCalendarContext());
  const target = Date.parse(site.countdownTarget);
  const currentSecondsLeft = useCallback(() => secondsLeft(Date.now(), target), [target]);
  const left = useSyncExternalStore<number | null | undefined>(subscribe, currentSecondsLeft, unknownSecondsLeft);
  const parts = left === undefined ? undefined : left === null ? null : splitSeconds(left);

  return (
    <section className={styles.band} aria-labelledby="countdown-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h2 id="countdown-title" className={styles.title}>
            {copy.heading}
          </h2>
          <p className={styles.lead}>{copy.lead}</p>
          <AddToCalendar event={show} className={styles.calendar} />
        </div>
        {parts === null ? (
          <p className={styles.expired}>{copy.expired}</p>
        ) : (
          <ul className={styles.units} aria-busy={parts === undefined}>
            {units.map((unit) => (
              <li key={unit} className={styles.unit}>
                <span className={styles.value}>{parts ? format(unit, parts[unit]) : '--'}</span>{' '}
                <span className={styles.label}>{copy.units[unit]}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
