import { ContentSection } from '~/components/content-section';
import { conference } from '~/content/conference';
import { conferenceTimetable } from '~/content/conference-timetable';
import styles from './conference.module.css';

/** The day's programme as a time line: each slot's time, then its sessions (topic and speaker). */
export function Timetable() {
  return (
    <ContentSection
      id="timetable"
      heading="Timetable"
      intro={
        <p>
          {conference.dateLabel}, {conference.timeLabel}. Sessions are in English; the programme may change slightly.
        </p>
      }
      tone="alt"
    >
      <ol className={styles.timeline}>
        {conferenceTimetable.map((slot) => (
          <li key={slot.time} className={styles.slot}>
            <p className={styles.time}>{slot.time}</p>
            <ul className={styles.sessions}>
              {slot.sessions.map((session) => (
                <li key={session.topic} className={styles.session}>
                  <h3 className={styles.topic}>{session.topic}</h3>
                  <p className={styles.speaker}>{session.speaker}</p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}
