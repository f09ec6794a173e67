import { Link } from 'react-router';
import type { Edition } from '~/content/edition';
import { ScheduleEventActions } from '~/features/calendar/schedule-event-actions';
import { useScheduleDay } from '~/features/lifecycle/use-schedule-day';
import { fill } from '~/lib/lang';
import styles from './daily-schedule.module.css';

type Schedule = Edition['schedule'];

export function ScheduleTables({ schedule }: { schedule: Schedule }) {
  return (
    <div className={`container ${styles.wrap}`}>
      <ul className={styles.notes} aria-label={schedule.notesLabel}>
        {schedule.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p className={styles.links}>
        {schedule.links.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </p>
      <div className={styles.days}>
        {schedule.days.map((day) => (
          <ScheduleDayTable key={day.date} schedule={schedule} day={day} />
        ))}
      </div>
    </div>
  );
}

type Day = Schedule['days'][number];

/** One day's table; while the show is on, today's is marked, and each event under way or over. */
function ScheduleDayTable({ schedule, day }: { schedule: Schedule; day: Day }) {
  const { isToday, stateOf } = useScheduleDay(day.heldOn);
  return (
    <section aria-labelledby={`day-${day.date}`} className={styles.day} data-today={isToday || undefined}>
      <h2 id={`day-${day.date}`} className={styles.dayHeading}>
        {/* Spaces the eye never sees (a flex line drops them), so text readers such as the site
            search read "Day 1 Today Wednesday", not "Day 1TodayWednesday". */}
        {day.title} {isToday ? <span className={styles.mark}>{schedule.marks.today}</span> : null}{' '}
        <time dateTime={day.date} className={styles.date}>
          {day.dateLabel}
        </time>
      </h2>
      <table className={styles.table}>
        <caption className="visually-hidden">{fill(schedule.caption, { day: day.title, date: day.dateLabel })}</caption>
        <thead>
          <tr>
            <th scope="col">{schedule.columns.time}</th>
            <th scope="col">{schedule.columns.activity}</th>
          </tr>
        </thead>
        <tbody>
          {day.events.map((event) => {
            const state = stateOf(event);
            return (
              <tr key={event.key} data-state={state}>
                <th scope="row">{event.time}</th>
                <td>
                  {event.activity}
                  {state !== 'upcoming' ? (
                    <span className={styles.mark}>{state === 'over' ? schedule.marks.over : schedule.marks.onNow}</span>
                  ) : null}
                  <div className={styles.actions}>
                    <ScheduleEventActions day={day} event={event} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
