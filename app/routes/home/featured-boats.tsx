import { useCallback, useState } from 'react';
import { BoatCard } from '~/features/boats/boat-card';
import { BoatPreview } from '~/features/boats/boat-preview';
import { useContent } from '~/content/use-content';
import type { Boat } from '~/content/edition';
import { fill } from '~/lib/lang';
import { pageCount, pageItems, pageRange } from '~/ui/paging';
import { PagerControls } from '~/ui/pager-controls';
import { SectionHeading } from '~/ui/section-heading';
import section from './section.module.css';
import styles from './featured-boats.module.css';

/** Spec section 9: three boats a page; Previous and Next step by three and stop at the ends. */
const PER_PAGE = 3;

export function FeaturedBoats() {
  const copy = useContent('home').boats;
  const featuredBoats = useContent('featuredBoats').boats;
  const [page, setPage] = useState(0);
  const [preview, setPreview] = useState<Boat | null>(null);
  const closePreview = useCallback(() => setPreview(null), []);
  const count = pageCount(featuredBoats.length, PER_PAGE);
  const { first, last } = pageRange(page, featuredBoats.length, PER_PAGE);

  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="boats-title">
      <div className="container">
        <SectionHeading id="boats-title" heading={copy.heading} lead={copy.lead} viewAll={copy.viewAll} />
        <ul id="featured-boats" className={styles.grid}>
          {pageItems(featuredBoats, page, PER_PAGE).map((boat) => (
            <li key={boat.id}>
              <BoatCard boat={boat} onPreview={setPreview} />
            </li>
          ))}
        </ul>
        <PagerControls
          page={page}
          count={count}
          wrap={false}
          onPageChange={setPage}
          controls="featured-boats"
          status={fill(copy.status, { first, last, total: featuredBoats.length })}
        />
      </div>
      <BoatPreview boat={preview} onClose={closePreview} />
    </section>
  );
}
