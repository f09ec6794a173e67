import { useState } from 'react';
import { ResponsiveImage } from '~/ui/responsive-image';
import type { Edition } from '~/content/edition';
import { useRootContent } from '~/content/use-root-content';
import type { GalleryPhotos } from '~/features/gallery/gallery-photos';
import { fill } from '~/lib/lang';
import { pageCount, pageItems, pageRange } from '~/ui/paging';
import { PagerControls } from '~/ui/pager-controls';
import { SectionHeading } from '~/ui/section-heading';
import { useGalleryPhotos } from '~/features/gallery/use-gallery-photos';
import section from './section.module.css';
import styles from './gallery-carousel.module.css';

/** Spec section 9: six photos a page, wrapping around at both ends. */
export const GALLERY_PER_PAGE = 6;

type GalleryCarouselProps = {
  copy: Edition['home']['gallery'];
  /** The first page's photos, which the home page carries; the rest are fetched. */
  firstPage: GalleryPhotos['images'];
  /** How many photos the gallery has in all. */
  total: number;
};

export function GalleryCarousel({ copy, firstPage, total }: GalleryCarouselProps) {
  const { shell } = useRootContent();
  const { photos, complete, failed, load } = useGalleryPhotos(firstPage);
  const [page, setPage] = useState(0);
  const count = pageCount(total, GALLERY_PER_PAGE);
  const { first, last } = pageRange(page, total, GALLERY_PER_PAGE);
  const items = pageItems(photos, page, GALLERY_PER_PAGE);
  const waiting = items.length === 0;

  function changePage(next: number) {
    setPage(next);
    if (!complete) load();
  }

  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="gallery-title">
      <div className="container">
        <SectionHeading id="gallery-title" heading={copy.heading} lead={copy.lead} viewAll={copy.viewAll} />
        <div id="gallery-carousel" className={styles.frame} aria-busy={waiting && !failed}>
          {/* A page whose photos are still on their way keeps its place with empty tiles. */}
          <ul className={styles.grid} aria-hidden={waiting || undefined}>
            {waiting
              ? Array.from({ length: last - first + 1 }, (_, index) => (
                  <li key={index} className={styles.item}>
                    <span className={styles.placeholder} />
                  </li>
                ))
              : items.map((photo) => (
                  <li key={photo.id} className={styles.item}>
                    <ResponsiveImage
                      image={photo.image}
                      sizes="(max-width: 700px) calc(50vw - 2rem), 24rem"
                      className={styles.image}
                    />
                  </li>
                ))}
          </ul>
          {waiting && failed ? (
            <div className={styles.failed} role="alert">
              <p>{copy.loadFailed}</p>
              <button type="button" className={styles.retry} onClick={load}>
                {copy.retry}
              </button>
            </div>
          ) : null}
        </div>
        <PagerControls
          page={page}
          count={count}
          wrap
          onPageChange={changePage}
          controls="gallery-carousel"
          status={fill(copy.status, { first, last, total })}
          labels={shell.pager}
        />
      </div>
    </section>
  );
}
