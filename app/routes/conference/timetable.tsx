import { ContentSection } from '~/ui/content-section';
import { SaveToggle } from '~/features/my-show/save-toggle';
import type { Edition } from '~/content/edition';
import { sessionId } from '~/features/calendar/calendar-events';
import { fill } from '~/lib/lang';
import styles from './conference.module.css';

/** The day's programme as a time line: each slot's time, then its sessions (topic and speaker). */
export function Timetable({
  conference,
  timetable,
}: {
  conference: Edition['conference'];
  timetable: Edition['conferenceTimetable'];
}) {
  return (
    <ContentSection
      id="timetable"
      heading={timetable.heading}
      intro={<p>{fill(timetable.intro, { date: conference.dateLabel, time: conference.timeLabel })}</p>}
      tone="alt"
    >
      <ol className={styles.timeline}>
        {timetable.slots.map((slot) => (
          <li key={slot.time} className={styles.slot}>
            <p className={styles.time}>{slot.time}</p>
            <ul className={styles.sessions}>
              {slot.sessions.map((session, index) => (
                <li key={session.topic} className={styles.session}>
                  <h3 className={styles.topic}>{session.topic}</h3>
                  <p className={styles.speaker}>{session.speaker}</p>
                  <div className={styles.save}>
                    <SaveToggle item={{ kind: 'session', id: sessionId(slot, index) }} name={session.topic} />
                  </div>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}
