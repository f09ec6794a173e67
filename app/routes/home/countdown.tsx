import { useSyncExternalStore } from 'react';
import { homeCopy } from '~/content/home';
import { site } from '~/content/site';
import { secondsLeft, splitSeconds, type CountdownParts } from './countdown-time';
import styles from './countdown.module.css';

const target = Date.parse(site.countdownTarget);

// Checked four times a second so the display turns within a quarter second of the real
// second; React re-renders only when the whole seconds left change.
function subscribe(onTick: () => void) {
  const timer = window.setInterval(onTick, 250);
  return () => window.clearInterval(timer);
}
const currentSecondsLeft = () => secondsLeft(Date.now(), target);
// Prerendered HTML has no "now" (undefined): it shows placeholders, and hydration renders the same.
const unknownSecondsLeft = () => undefined;

const units: { key: keyof CountdownParts; label: string }[] = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
];

const format = (key: keyof CountdownParts, value: number) =>
  key === 'days' ? String(value) : String(value).padStart(2, '0');

/** Days, hours, minutes and seconds to the show's opening in Malaysia time, then the farewell line. */
export function Countdown() {
  const left = useSyncExternalStore<number | null | undefined>(subscribe, currentSecondsLeft, unknownSecondsLeft);
  const parts = left === undefined ? undefined : left === null ? null : splitSeconds(left);

  return (
    <section className={styles.band} aria-labelledby="countdown-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{homeCopy.countdown.eyebrow}</p>
          <h2 id="countdown-title" className={styles.title}>
            {homeCopy.countdown.heading}
          </h2>
          <p className={styles.lead}>{homeCopy.countdown.lead}</p>
        </div>
        {parts === null ? (
          <p className={styles.expired}>{homeCopy.countdown.expired}</p>
        ) : (
          <ul className={styles.units} aria-busy={parts === undefined}>
            {units.map((unit) => (
              <li key={unit.key} className={styles.unit}>
                <span className={styles.value}>{parts ? format(unit.key, parts[unit.key]) : '--'}</span>{' '}
                <span className={styles.label}>{unit.label}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
