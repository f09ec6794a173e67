import { Link } from 'react-router';
import { useRootContent } from '~/content/use-root-content';
import type { Edition, Site } from '~/content/edition';
import { fill } from '~/lib/lang';
import { buttonClass } from '~/ui/button';
import styles from './countdown.module.css';
import own from './show-ended.module.css';

/**
 * In the countdown's place once the show is over: thanks, the next edition with a link to the
 * register-interest form, the highlights and the past editions.
 */
export function ShowEnded({ copy }: { copy: Edition['home']['ended'] }) {
  const { site } = useRootContent();
  const next: Site['nextEdition'] = site.nextEdition;
  return (
    <section id="next-edition" className={styles.band} aria-labelledby="show-ended-title">
      <div className={`container ${own.inner}`}>
        <p className={styles.eyebrow}>{copy.eyebrow}</p>
        <h2 id="show-ended-title" className={styles.title}>
          {copy.heading}
        </h2>
        <p className={styles.lead}>{copy.lead}</p>
        <p className={own.next}>
          {fill(copy.next, { show: `${site.shortName} ${next.year}`, dates: next.datesLabel ?? copy.datesTba })}
        </p>
        {/* A page of its own: the form's code stays out of the home page's scripts. */}
        <p className={own.action}>
          <Link to={copy.interest.to} className={buttonClass('secondary')}>
            {copy.interest.label}
          </Link>
        </p>
        <p className={own.links}>
          <Link to={copy.highlights.to} className={own.link}>
            {copy.highlights.label}
          </Link>
          <Link to={copy.pastEditions.to} className={own.link}>
            {copy.pastEditions.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
