import { Link } from 'react-router';
import { ResponsiveImage } from '~/ui/responsive-image';
import { ScheduleEventActions } from '~/features/calendar/schedule-event-actions';
import { useRootContent } from '~/content/use-root-content';
import type { Edition } from '~/content/edition';
import { fill } from '~/lib/lang';
import styles from './workshop-registration.module.css';
import { buttonClass } from '~/ui/button';

type WorkshopPosterProps = { workshop: Edition['workshop']; schedule: Edition['schedule'] };

/** The poster, with everything it announces written out beside it (the poster itself has no text). */
export function WorkshopPoster({ workshop, schedule }: WorkshopPosterProps) {
  const { newTab } = useRootContent().shell;
  const { actions, contact, scheduleLink } = workshop;
  return (
    <section aria-labelledby="workshop-heading" className={`container ${styles.layout}`}>
      <figure className={styles.poster}>
        <ResponsiveImage image={workshop.poster} sizes="(min-width: 900px) 420px, calc(100vw - 3rem)" priority />
      </figure>
      <div className={styles.text}>
        <h2 id="workshop-heading">{workshop.title}</h2>
        <p className={styles.intro}>{workshop.intro}</p>
        <dl className={styles.details}>
          {workshop.details.map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
        <h3>{workshop.howTo.heading}</h3>
        <ol className={styles.steps}>
          {workshop.howTo.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={styles.note}>{workshop.howTo.note}</p>
        <div className={styles.actions}>
          <a
            href={`mailto:${contact.email}?subject=${encodeURIComponent(actions.emailSubject)}`}
            className={buttonClass('primary')}
          >
            {actions.email}
          </a>
          <a href={contact.whatsappUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
            {fill(actions.whatsapp, { number: contact.whatsappLabel })}
            <span className="visually-hidden"> {newTab}</span>
          </a>
        </div>
        <WorkshopDays sessions={workshop.sessions} schedule={schedule} />
        <p>
          {scheduleLink.before}
          <Link to={scheduleLink.path}>{scheduleLink.label}</Link>
          {scheduleLink.after}
        </p>
      </div>
    </section>
  );
}

/** Each day with a workshop, as the daily schedule has it, to save or add to a calendar. */
function WorkshopDays({
  sessions,
  schedule,
}: {
  sessions: Edition['workshop']['sessions'];
  schedule: Edition['schedule'];
}) {
  const days = schedule.days.flatMap((day) =>
    day.events.filter((event) => event.key === sessions.scheduleKey).map((event) => ({ day, event })),
  );
  return (
    <>
      <h3>{sessions.heading}</h3>
      <ul className={styles.days}>
        {days.map(({ day, event }) => (
          <li key={day.date}>
            <p className={styles.day}>
              <time dateTime={day.date}>{day.dateLabel}</time>, {event.time}
            </p>
            <ScheduleEventActions day={day} event={event} />
          </li>
        ))}
      </ul>
    </>
  );
}
