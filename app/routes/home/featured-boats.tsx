import { useCallback, useState } from 'react';
import { BoatCard } from '~/features/boats/boat-card';
import { BoatPreview } from '~/features/boats/boat-preview';
import type { Boat, Edition } from '~/content/edition';
import { useRootContent } from '~/content/use-root-content';
import { fill } from '~/lib/lang';
import { pageCount, pageItems, pageRange } from '~/ui/paging';
import { PagerControls } from '~/ui/pager-controls';
import { SectionHeading } from '~/ui/section-heading';
import section from './section.module.css';
import styles from './featured-boats.module.css';

/** Spec section 9: three boats a page; Previous and Next step by three and stop at the ends. */
const PER_PAGE = 3;

type FeaturedBoatsProps = {
  copy: Edition['home']['boats'];
  boats: Edition['featuredBoats']['boats'];
  labels: Edition['boatLabels'];
};

export function FeaturedBoats({ copy, boats: featuredBoats, labels }: FeaturedBoatsProps) {
  const { shell } = useRootContent();
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
              <BoatCard boat={boat} labels={labels} onPreview={setPreview} />
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
          labels={shell.pager}
        />
      </div>
      <BoatPreview boat={preview} labels={labels} onClose={closePreview} />
    </section>
  );
}
