import { Link } from 'react-router';
import { ResponsiveImage } from '~/components/responsive-image';
import { pages } from '~/content/pages';
import { workshop } from '~/content/workshop';
import styles from './workshop-registration.module.css';

/** The poster, with everything it announces written out beside it (the poster itself has no text). */
export function WorkshopPoster() {
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
            href={`mailto:${workshop.contact.email}?subject=Sailing%20workshop%20pre-registration`}
            className={styles.primary}
          >
            E-mail to pre-register
          </a>
          <a href={workshop.contact.whatsappUrl} target="_blank" rel="noopener noreferrer" className={styles.secondary}>
            WhatsApp {workshop.contact.whatsappLabel}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
        <p>
          See the workshops in the <Link to={pages.dailySchedule.path}>daily schedule</Link>.
        </p>
      </div>
    </section>
  );
}
