import { Link } from 'react-router';
import { pages } from '~/content/pages';
import { scheduleDays, scheduleNotes } from '~/content/schedule';
import styles from './daily-schedule.module.css';

export function ScheduleTables() {
  return (
    <div className={`container ${styles.wrap}`}>
      <ul className={styles.notes} aria-label="Good to know">
        {scheduleNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p className={styles.links}>
        <Link to={pages.ticket.path}>Book cruises with your tickets</Link>
        <Link to={pages.workshopRegistration.path}>Pre-register for a workshop</Link>
      </p>
      <div className={styles.days}>
        {scheduleDays.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`} className={styles.day}>
            <h2 id={`day-${day.date}`} className={styles.dayHeading}>
              {day.title}
              <time dateTime={day.date} className={styles.date}>
                {day.dateLabel}
              </time>
            </h2>
            <table className={styles.table}>
              <caption className="visually-hidden">
                {day.title} programme, {day.dateLabel}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Activity</th>
                </tr>
              </thead>
              <tbody>
                {day.events.map((event) => (
                  <tr key={`${event.time} ${event.activity}`}>
                    <th scope="row">{event.time}</th>
                    <td>{event.activity}</td>
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
