import { AddToCalendar } from '~/features/calendar/add-to-calendar';
import { ContentSection } from '~/ui/content-section';
import { useCalendarContext } from '~/features/calendar/use-calendar-context';
import type { Edition } from '~/content/edition';
import { conferenceCalendarEvent } from '~/features/calendar/calendar-events';
import { formatRm } from '~/lib/format-rm';
import styles from './conference.module.css';

export function ConferenceDetails({ conference }: { conference: Edition['conference'] }) {
  const { details } = conference;
  const calendar = useCalendarContext();
  return (
    <ContentSection id="details" heading={details.heading} intro={<p>{conference.context}</p>}>
      <div className={styles.details}>
        <dl className={styles.facts}>
          <div>
            <dt>{details.facts.date}</dt>
            <dd>
              <time dateTime={conference.date}>{conference.dateLabel}</time>
            </dd>
          </div>
          <div>
            <dt>{details.facts.time}</dt>
            <dd>{conference.timeLabel}</dd>
          </div>
          <div>
            <dt>{details.facts.venue}</dt>
            <dd>
              {conference.venue}
              <span className={styles.sub}>{conference.venueArea}</span>
            </dd>
          </div>
          <div>
            <dt>{details.facts.admission}</dt>
            <dd>
              {formatRm(conference.admissionFeeRm, 'joined')}
              <span className={styles.sub}>{details.admissionNote}</span>
            </dd>
          </div>
        </dl>
        <AddToCalendar event={conferenceCalendarEvent(calendar, conference)} className={styles.calendar} />
        <div className={styles.columns}>
          <div>
            <h3>{details.payment}</h3>
            <p>{conference.payment}</p>
            <p>
              {conference.receiptNote} {details.sendReceiptTo}{' '}
              <a href={`mailto:${conference.receiptEmail}`}>{conference.receiptEmail}</a>.
            </p>
          </div>
          <div>
            <h3>{details.audience}</h3>
            <ul>
              {conference.audience.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{details.inclusions}</h3>
            <ul>
              {conference.inclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </ContentSection>
  );
}
