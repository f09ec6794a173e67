import { useState } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '~/components/responsive-image';
import { useContent } from '~/components/use-content';
import { fill } from '~/lib/lang';
import { pageCount, pageItems, pageRange } from './paging';
import { PagerControls } from './pager-controls';
import { SectionHeading } from './section-heading';
import section from './section.module.css';
import styles from './gallery-carousel.module.css';

/** Spec section 9: six photos a page, wrapping around at both ends. */
const PER_PAGE = 6;

export function GalleryCarousel() {
  const copy = useContent('home').gallery;
  const galleryImages = useContent('gallery').images;
  const [page, setPage] = useState(0);
  const count = pageCount(galleryImages.length, PER_PAGE);
  const { first, last } = pageRange(page, galleryImages.length, PER_PAGE);

  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="gallery-title">
      <div className="container">
        <SectionHeading
          id="gallery-title"
          heading={copy.heading}
          lead={copy.lead}
          action={
            <Link to={copy.viewAll.to} className={section.textLink}>
              {copy.viewAll.label}
              <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
                <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" />
              </svg>
            </Link>
          }
        />
        <ul id="gallery-carousel" className={styles.grid}>
          {pageItems(galleryImages, page, PER_PAGE).map((photo) => (
            <li key={photo.id} className={styles.item}>
              <ResponsiveImage
                image={photo.image}
                sizes="(max-width: 700px) calc(50vw - 2rem), 24rem"
                className={styles.image}
              />
            </li>
          ))}
        </ul>
        <PagerControls
          page={page}
          count={count}
          wrap
          onPageChange={setPage}
          controls="gallery-carousel"
          status={fill(copy.status, { first, last, total: galleryImages.length })}
        />
      </div>
    </section>
  );
}
