import { Link } from 'react-router';
import { ResponsiveImage } from '~/ui/responsive-image';
import type { Edition } from '~/content/edition';
import { SectionHeading } from '~/ui/section-heading';
import section from './section.module.css';
import styles from './featured-events.module.css';

type FeaturedEventsProps = { copy: Edition['home']['events']; events: Edition['featuredEvents']['events'] };

/** The show's highlights; each card's title is a link to its page, stretched over the card. */
export function FeaturedEvents({ copy, events: featuredEvents }: FeaturedEventsProps) {
  return (
    <section className={section.section} aria-labelledby="events-title">
      <div className="container">
        <SectionHeading id="events-title" heading={copy.heading} lead={copy.lead} />
        <ul className={styles.grid}>
          {featuredEvents.map((event) => (
            <li key={event.id} className={styles.card}>
              <ResponsiveImage
                image={event.image}
                sizes="(max-width: 640px) calc(100vw - 3rem), (max-width: 1100px) 50vw, 36rem"
                className={styles.image}
              />
              <div className={styles.body}>
                <p className={styles.when}>{event.when}</p>
                <h3 className={styles.title}>
                  <Link to={event.to} className={styles.link}>
                    {event.title}
                  </Link>
                </h3>
                <p className={styles.summary}>{event.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
