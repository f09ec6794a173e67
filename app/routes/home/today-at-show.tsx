import { Link } from 'react-router';
import { ScheduleEventActions } from '~/features/calendar/schedule-event-actions';
import { ShowPlaceOnMapLink } from '~/features/venue-map/show-on-map-link';
import { useRootContent } from '~/content/use-root-content';
import { useLang } from '~/lib/use-lang';
import type { Edition } from '~/content/edition';
import type { ShowPhase } from '~/features/lifecycle/show-phase';
import { useShowTimeOfDay } from '~/features/lifecycle/use-show-phase';
import { whatsOn } from '~/features/lifecycle/whats-on';
import { fill, localizedPath } from '~/lib/lang';
import styles from './today-at-show.module.css';

type Live = Extract<ShowPhase, { kind: 'live' }>;

type TodayAtShowProps = { phase: Live; copy: Edition['home']['today']; schedule: Edition['schedule'] };

/**
 * While the show is on: whether the gates are open, what is on now and next, and the day's
 * programme: the schedule day held today (`heldOn`, the one reading calendar files and the
 * schedule's marks share; the 2025 programme's days are held on this edition's days in order).
 */
export function TodayAtShow({ phase, copy, schedule }: TodayAtShowProps) {
  const { months, calendar } = useRootContent().shell;
  const lang = useLang();
  const time = useShowTimeOfDay();
  const day = schedule.days.find((programme) => programme.heldOn === phase.date);
  const { now, next } = whatsOn(day?.events ?? [], time);
  const [, month, date] = phase.date.split('-').map(Number);
  const gates =
    phase.gates === 'open'
      ? fill(copy.open, { closes: calendar.hours.closes })
      : phase.gates === 'not-yet-open'
        ? fill(copy.opensAt, { opens: calendar.hours.opens })
        : fill(copy.closedForTheDay, { opens: calendar.hours.opens });
  return (
    <section className={styles.today} aria-labelledby="today-title">
      <div className="container">
        <h2 id="today-title" className={styles.heading}>
          {copy.heading}
        </h2>
        <p className={styles.day}>{fill(copy.day, { day: phase.day, date: `${date} ${months[(month ?? 1) - 1]}` })}</p>
        <p className={styles.gates}>{gates}</p>
        {day ? (
          <div className={styles.lists}>
            <div>
              <h3 className={styles.listHeading}>{copy.now}</h3>
              {now.length > 0 ? (
                <ul className={styles.events}>
                  {now.map((event) => (
                    <li key={event.key}>
                      <span className={styles.time}>{event.time}</span> {event.activity}
                      <ScheduleEventActions day={day} event={event} />
                      {event.place ? (
                        <ShowPlaceOnMapLink place={event.place} name={event.activity} className={styles.mapLink} />
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{copy.nothingNow}</p>
              )}
            </div>
            {next ? (
              <div>
                <h3 className={styles.listHeading}>{copy.next}</h3>
                <p>
                  <span className={styles.time}>{next.time}</span> {next.activity}
                </p>
                <ScheduleEventActions day={day} event={next} />
                {next.place ? (
                  <ShowPlaceOnMapLink place={next.place} name={next.activity} className={styles.mapLink} />
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}
        <p>
          <Link to={`${localizedPath('/daily-schedule', lang)}#day-${day?.date ?? ''}`}>{copy.programme}</Link>
        </p>
      </div>
    </section>
  );
}
