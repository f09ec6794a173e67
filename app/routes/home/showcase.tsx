import { Link } from 'react-router';
import { ResponsiveImage } from '~/ui/responsive-image';
import type { Edition } from '~/content/edition';
import { useRootContent } from '~/content/use-root-content';
import { useShowPhase } from '~/features/lifecycle/use-show-phase';
import { fill } from '~/lib/lang';
import section from './section.module.css';
import styles from './showcase.module.css';

type ShowcaseProps = { copy: Edition['home']['showcase']; image: Edition['featuredEvents']['showcaseImage'] };

/**
 * Invites exhibitors to book a space and visitors to buy tickets; once the show is over, to
 * hear when the next edition's registration opens.
 */
export function Showcase({ copy, image: showcaseImage }: ShowcaseProps) {
  const { site } = useRootContent();
  const ended = useShowPhase().kind === 'ended';
  const show = `${site.shortName} ${site.nextEdition.year}`;
  const { heading, lead, actions } = ended ? { ...copy.ended, heading: fill(copy.ended.heading, { show }) } : copy;
  return (
    <section className={`${styles.showcase} ${section.deferred}`} aria-labelledby="showcase-title">
      <div className={`container ${styles.panel}`}>
        <div className={styles.media}>
          <ResponsiveImage
            image={showcaseImage}
            sizes="(max-width: 900px) calc(100vw - 3rem), 36rem"
            className={styles.image}
          />
        </div>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h2 id="showcase-title" className={styles.title}>
            {heading}
          </h2>
          <p className={styles.lead}>{lead}</p>
          <div className={styles.actions}>
            {actions.map((action) => (
              <Link
                key={action.to}
                to={action.to}
                className={`${section.button} ${action.primary ? '' : section.ghost}`}
              >
                {action.label}
              </Link>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
