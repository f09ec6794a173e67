import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Edition } from '~/content/edition';
import { useShowClock } from '~/features/lifecycle/use-show-clock';
import { useShowPhase } from '~/features/lifecycle/use-show-phase';
import { updatePlan } from '~/features/my-show/use-my-show';
import type { CatalogueEntry, PlanCatalogue } from '~/features/my-show/plan-catalogue';
import { ShowOnMapLink } from '~/features/venue-map/show-on-map-link';
import { fill } from '~/lib/lang';
import type { Plan, PlanKind } from '~/features/my-show/my-show-plan';
import styles from './my-show.module.css';

type Item = CatalogueEntry & { key: string };
type Props = { copy: Edition['myShow']; plan: Plan; catalogue: PlanCatalogue; removable: boolean };

/** Timed entries by their start (UTC instants sort as text); the rest keep their order. */
const startOf = (item: Item) => (item.calendar && !item.calendar.allDay ? item.calendar.start : '');
const byStart = (a: Item, b: Item) => startOf(a).localeCompare(startOf(b));
const endOf = (item: Item) => (item.calendar && !item.calendar.allDay ? Date.parse(item.calendar.end) : undefined);

/**
 * The keys of the timed items that are over at the show clock's time: a session of a conference
 * held before the show is over on its own day, not only once the show is. (The clock's answer is
 * a string, so an unchanged one renders nothing anew.)
 */
function useOverKeys(items: Item[]): Set<string> {
  // The items' ends as one string, so the clock's `decide` changes only when they do.
  const ends = JSON.stringify(
    items.flatMap((item) => {
      const end = endOf(item);
      return end === undefined ? [] : [[item.key, end]];
    }),
  );
  const decide = useCallback(
    (at: number) =>
      (JSON.parse(ends) as [string, number][])
        .filter(([, end]) => end <= at)
        .map(([key]) => key)
        .join(' '),
    [ends],
  );
  return new Set(useShowClock(decide).split(' '));
}

/** A plan grouped by day (events, then sessions, by time), then the boats and the exhibitors. */
export function PlanList({ copy, plan, catalogue, removable }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const items: Item[] = plan.flatMap((key) => {
    const entry = catalogue.entries[key];
    return entry ? [{ ...entry, key }] : [];
  });
  // Events and sessions that are over say so, and stay in the plan: each once it has ended,
  // and every one once the show is over.
  const showEnded = useShowPhase().kind === 'ended';
  const over = useOverKeys(items);
  const ended = (item: Item) => Boolean(item.date) && (showEnded || over.has(item.key));
  const ofKind = (list: Item[], kind: PlanKind) => list.filter((item) => item.kind === kind);

  const remove = (item: Item) => {
    updatePlan((saved) => saved.filter((key) => key !== item.key));
    setAnnouncement(fill(copy.removed, { name: item.name }));
    // The removed button is gone: focus goes back to the top of the plan, not to the page's start.
    headingRef.current?.focus();
  };

  const entryList = (list: Item[]) => (
    <ul className={styles.items}>
      {list.map((item) => (
        <li key={item.key} className={styles.item}>
          <div className={styles.itemText}>
            <Link to={item.to} className={styles.itemName}>
              {item.name}
            </Link>
            <span className={styles.detail}>
              {item.detail}
              {ended(item) ? <span className={styles.ended}>{copy.ended}</span> : null}
            </span>
            {item.stand ? <ShowOnMapLink stand={item.stand} name={item.name} className={styles.mapLink} /> : null}
          </div>
          {removable ? (
            <button type="button" className={styles.remove} onClick={() => remove(item)}>
              {copy.remove}
              <span className="visually-hidden"> {item.name}</span>
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-labelledby="plan-heading" className={styles.plan}>
      <h2 id="plan-heading" ref={headingRef} tabIndex={-1} className={styles.planHeading}>
        {copy.planHeading}
        <span className={styles.count}>{fill(copy.summary, { count: items.length })}</span>
      </h2>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {catalogue.days.map((day) => {
        const dated = items.filter((item) => item.date === day.date).sort(byStart);
        if (dated.length === 0) return null;
        return (
          <section key={day.date} aria-labelledby={`plan-${day.date}`} className={styles.group}>
            <h3 id={`plan-${day.date}`}>{fill(copy.groups.day, { day: day.title, date: day.dateLabel })}</h3>
            {(['event', 'session'] as const).map((kind) =>
              ofKind(dated, kind).length > 0 ? (
                <div key={kind}>
                  <h4 className={styles.kind}>{copy.groups[kind]}</h4>
                  {entryList(ofKind(dated, kind))}
                </div>
              ) : null,
            )}
          </section>
        );
      })}
      {(['boat', 'exhibitor'] as const).map((kind) =>
        ofKind(items, kind).length > 0 ? (
          <section key={kind} aria-labelledby={`plan-${kind}`} className={styles.group}>
            <h3 id={`plan-${kind}`}>{copy.groups[kind]}</h3>
            {entryList(ofKind(items, kind))}
          </section>
        ) : null,
      )}
    </section>
  );
}
