import { useCallback, useState } from 'react';
import { BoatCard } from '~/components/boat-card';
import { BoatPreview } from '~/components/boat-preview';
import { PageHeader } from '~/components/page-header';
import { boats, type Boat } from '~/content/boats';
import { pages } from '~/content/pages';
import { site } from '~/content/site';
import { pageMeta } from '~/lib/meta';
import styles from './all-boats.module.css';

export const meta = () => pageMeta(pages.allBoats);

export default function AllBoats() {
  const [preview, setPreview] = useState<Boat | null>(null);
  const closePreview = useCallback(() => setPreview(null), []);
  return (
    <>
      <PageHeader heading={pages.allBoats.heading} eyebrow="Media">
        <p>
          Superyachts, catamarans, sailing yachts and speedboats on show at the marina during {site.shortName}{' '}
          {site.edition.year}.
        </p>
      </PageHeader>
      <div className={`container ${styles.fleet}`}>
        <ul className={styles.grid}>
          {boats.map((boat) => (
            <li key={boat.slug}>
              <BoatCard boat={boat} onPreview={setPreview} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
      <BoatPreview boat={preview} onClose={closePreview} />
    </>
  );
}
