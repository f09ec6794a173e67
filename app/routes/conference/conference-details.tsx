import { ContentSection } from '~/components/content-section';
import { conference } from '~/content/conference';
import { formatRm } from '~/lib/format-rm';
import styles from './conference.module.css';

export function ConferenceDetails() {
  return (
    <ContentSection id="details" heading="Conference details" intro={<p>{conference.context}</p>}>
      <div className={styles.details}>
        <dl className={styles.facts}>
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={conference.date}>{conference.dateLabel}</time>
            </dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{conference.timeLabel}</dd>
          </div>
          <div>
            <dt>Venue</dt>
            <dd>
              {conference.venue}
              <span className={styles.sub}>{conference.venueArea}</span>
            </dd>
          </div>
          <div>
            <dt>Admission</dt>
            <dd>
              {formatRm(conference.admissionFeeRm, 'joined')}
              <span className={styles.sub}>by bank transfer</span>
            </dd>
          </div>
        </dl>
        <div className={styles.columns}>
          <div>
            <h3>How to pay</h3>
            <p>{conference.payment}</p>
            <p>
              {conference.receiptNote} Send it to{' '}
              <a href={`mailto:${conference.receiptEmail}`}>{conference.receiptEmail}</a>.
            </p>
          </div>
          <div>
            <h3>Who should attend</h3>
            <ul>
              {conference.audience.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Your registration</h3>
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
