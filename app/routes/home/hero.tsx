import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '~/ui/responsive-image';
import type { Edition } from '~/content/edition';
import { fill } from '~/lib/lang';
import { useHydrated } from '~/lib/use-hydrated';
import { useReducedMotion } from '~/lib/use-reduced-motion';
import { useShowPhase } from '~/features/lifecycle/use-show-phase';
import { FollowUs } from './follow-us';
import section from './section.module.css';
import styles from './hero.module.css';

/**
 * Phones draw each slide's portrait crop: the hero box is taller than wide there, so the
 * landscape photo would be mostly cut away and upscaled. The crop fills the box (hero.module.css
 * uses the same breakpoint), so it is drawn about as wide as the viewport.
 */
const phoneCrop = { media: '(max-width: 640px)', sizes: '100vw' };

type HeroProps = {
  heading: string;
  hero: Edition['hero'];
  /** The Follow Us menu over the hero's top corner. */
  followUs: Edition['home']['followUs'];
};

/**
 * The full-bleed opening: the page's `<h1>`, the show's dates and venue, calls to action (the
 * forms', or once the show is over, the next edition's and the highlights), and a slideshow that advances every 5 s. It stops for `prefers-reduced-motion` until the
 * visitor presses Play, and the Pause button stops it for everyone (WCAG 2.2.2).
 */
export function Hero({ heading, hero, followUs }: HeroProps) {
  const { slides, intervalMs, copy } = hero;
  const slideshow = copy.slideshow;
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const reducedMotion = useReducedMotion();
  // Only the first slide is in the prerendered HTML, and after hydration a slide's photo is
  // mounted one slide ahead of the furthest shown, so it has loaded before it fades in while
  // the photos of slides nobody reaches never use a visitor's data.
  const [furthest, setFurthest] = useState(0);
  if (index > furthest) setFurthest(index);
  const hydrated = useHydrated();
  const playing = choice === null ? !reducedMotion : choice === 'play';
  const showEnded = useShowPhase().kind === 'ended';

  // Keyed on `index` so choosing a slide by hand gives it the full interval too.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % slides.length), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, index, slides.length, intervalMs]);

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <FollowUs copy={followUs} />
      <div
        id="hero-slides"
        className={styles.slides}
        role="group"
        aria-roledescription={slideshow.roleDescription}
        aria-label={slideshow.label}
        // Announcing every automatic change would talk over the page; announce only chosen ones.
        aria-live={playing ? 'off' : 'polite'}
      >
        {slides.map((slide, slideIndex) => {
          const active = slideIndex === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={slideshow.slideRoleDescription}
              aria-label={fill(slideshow.slideLabel, { n: slideIndex + 1, total: slides.length })}
              aria-hidden={!active}
              className={styles.slide}
              data-active={active}
            >
              {slideIndex === 0 || (hydrated && slideIndex <= furthest + 1) ? (
                <ResponsiveImage
                  image={slide.image}
                  sizes="100vw"
                  portrait={phoneCrop}
                  priority={slideIndex === 0}
                  className={styles.image}
                />
              ) : null}
              <p className={styles.caption}>{slide.caption}</p>
            </div>
          );
        })}
      </div>
      <div className={`container ${styles.content}`}>
        <p className={styles.eyebrow}>{copy.eyebrow}</p>
        <h1 id="hero-title" className={styles.title}>
          {heading}
        </h1>
        <p className={styles.lead}>{copy.lead}</p>
        <div className={styles.actions}>
          {(showEnded ? copy.endedActions : copy.actions).map((action) => (
            <Link key={action.to} to={action.to} className={`${section.button} ${action.primary ? '' : section.ghost}`}>
              {action.label}
            </Link>
          ))}
        </div>
        <p className={styles.planVisit}>
          <Link to={copy.planVisit.to}>{copy.planVisit.label}</Link>
        </p>
      </div>
      <div className={`container ${styles.controls}`}>
        <div className={styles.dots}>
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-controls="hero-slides"
              aria-current={slideIndex === index}
              onClick={() => setIndex(slideIndex)}
            >
              <span className="visually-hidden">{fill(slideshow.showSlide, { n: slideIndex + 1 })}</span>
            </button>
          ))}
        </div>
        <button
          type="button"
          className={styles.toggle}
          aria-controls="hero-slides"
          onClick={() => setChoice(playing ? 'pause' : 'play')}
        >
          {playing ? (
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
              <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
            </svg>
          ) : (
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
              <path d="M4 2l10 6-10 6z" fill="currentColor" />
            </svg>
          )}
          <span className="visually-hidden">{playing ? slideshow.pause : slideshow.play}</span>
        </button>
      </div>
    </section>
  );
}
