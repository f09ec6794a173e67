import { useState } from 'react';
import promoPoster from '~/assets/video/promo-poster.jpg?responsive';
import { ResponsiveImage } from '~/ui/responsive-image';
import type { Edition } from '~/content/edition';
import { SectionHeading } from '~/ui/section-heading';
import section from './section.module.css';
import styles from './promo-video.module.css';

const poster = { picture: promoPoster, alt: '' };

/**
 * A poster with a play button; the `<video>` only exists after the click, so the file is
 * never downloaded by visitors who do not watch it. The click is the user gesture that
 * lets it autoplay with sound.
 */
export function PromoVideo({ copy }: { copy: Edition['home']['video'] }) {
  const [playing, setPlaying] = useState(false);
  return (
    <section className={`${section.section} ${styles.band}`} aria-labelledby="video-title">
      <div className="container">
        <SectionHeading id="video-title" heading={copy.heading} lead={copy.lead} tone="dark" />
        <div className={styles.frame}>
          {playing ? (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- the promo has music and no speech
            <video
              className={styles.video}
              autoPlay
              controls
              controlsList="nodownload"
              playsInline
              poster={promoPoster.img.src}
              width={1280}
              height={720}
              // Keyboard users land on the player they just started.
              ref={(node) => node?.focus()}
            >
              {copy.sources.map((source) => (
                <source key={source.type} src={source.src} type={source.type} />
              ))}
            </video>
          ) : (
            <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
              <ResponsiveImage
                image={poster}
                sizes="(max-width: 1200px) calc(100vw - 3rem), 72rem"
                className={styles.image}
              />
              <span className={styles.play} aria-hidden="true">
                <svg width="34" height="34" viewBox="0 0 24 24">
                  <path d="M8 5v14l11-7z" fill="currentColor" />
                </svg>
              </span>
              <span className="visually-hidden">{copy.play}</span>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
