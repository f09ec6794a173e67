import { useCallback, useState } from 'react';
import { BoatCard } from '~/features/boats/boat-card';
import { BoatPreview } from '~/features/boats/boat-preview';
import { PageHeader } from '~/ui/page-header';
import type { Boat } from '~/content/edition';
import { loadPage } from '~/data/load-page';
import styles from './all-boats.module.css';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ request }: Route.LoaderArgs) => loadPage(request, 'allBoats', ['boats', 'boatLabels']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function AllBoats({ loaderData }: Route.ComponentProps) {
  const { boats, boatLabels } = loaderData.content;
  const [preview, setPreview] = useState<Boat | null>(null);
  const closePreview = useCallback(() => setPreview(null), []);
  return (
    <>
      <PageHeader page={loaderData.page} />
      <div className={`container ${styles.fleet}`}>
        <ul className={styles.grid}>
          {boats.all.map((boat, index) => (
            <li key={boat.id} id={boat.id}>
              {/* The first photo is in a phone's first screen: its largest paint, so not lazy. */}
              <BoatCard
                boat={boat}
                labels={boatLabels}
                onPreview={setPreview}
                headingLevel={2}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      </div>
      <BoatPreview boat={preview} labels={boatLabels} onClose={closePreview} />
    </>
  );
}
