import { Link } from 'react-router';
import { ScheduleEventActions } from '~/features/calendar/schedule-event-actions';
import { useContent } from '~/content/use-content';
import { fill } from '~/lib/lang';
import styles from './daily-schedule.module.css';

export function ScheduleTables() {
  const schedule = useContent('schedule');
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
          <section key={day.date} aria-labelledby={`day-${day.date}`} className={styles.day}>
            <h2 id={`day-${day.date}`} className={styles.dayHeading}>
              {day.title}
              <time dateTime={day.date} className={styles.date}>
                {day.dateLabel}
              </time>
            </h2>
            <table className={styles.table}>
              <caption className="visually-hidden">
                {fill(schedule.caption, { day: day.title, date: day.dateLabel })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{schedule.columns.time}</th>
                  <th scope="col">{schedule.columns.activity}</th>
                </tr>
              </thead>
              <tbody>
                {day.events.map((event) => (
                  <tr key={event.key}>
                    <th scope="row">{event.time}</th>
                    <td>
                      {event.activity}
                      <div className={styles.actions}>
                        <ScheduleEventActions day={day} event={event} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    </div>
  );
}
