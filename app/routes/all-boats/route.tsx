import { useCallback, useMemo, useState } from 'react';
import { useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import { BoatCard } from '~/features/boats/boat-card';
import { BoatPreview } from '~/features/boats/boat-preview';
import { PageHeader } from '~/ui/page-header';
import type { Boat } from '~/content/edition';
import { loadPage } from '~/data/load-page';
import { useHydrated } from '~/lib/use-hydrated';
import { useLang } from '~/lib/use-lang';
import styles from './all-boats.module.css';
import { BoatFinder } from './boat-finder';
import { boatFacets, boatFilterParams, filterBoats, noFilter, readBoatFilter, type BoatFilter } from './boat-filter';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'allBoats', ['boats', 'boatLabels', 'boatFinder']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
// The finder's filters change only the query: the page's words stay (and no .data file is asked for).
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.currentUrl.pathname !== args.nextUrl.pathname && revalidateOnLanguageChange(args);

export default function AllBoats({ loaderData }: Route.ComponentProps) {
  const { boats, boatLabels, boatFinder } = loaderData.content;
  const lang = useLang();
  const [preview, setPreview] = useState<Boat | null>(null);
  const closePreview = useCallback(() => setPreview(null), []);
  // The prerendered page lists every boat; the query's filter applies once the page is live.
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = useMemo(() => (hydrated ? readBoatFilter(searchParams) : noFilter), [hydrated, searchParams]);
  const shown = useMemo(() => filterBoats(boats.all, filter, lang), [boats.all, filter, lang]);
  const facets = useMemo(() => boatFacets(boats.all, lang), [boats.all, lang]);
  const onChange = useCallback(
    (next: BoatFilter, typing: boolean) =>
      setSearchParams((current) => boatFilterParams(next, current), { replace: typing, preventScrollReset: true }),
    [setSearchParams],
  );
  return (
    <>
      <PageHeader page={loaderData.page} />
      <div className={`container ${styles.fleet}`}>
        <BoatFinder
          words={boatFinder}
          facets={facets}
          filter={filter}
          count={shown.length}
          live={hydrated}
          onChange={onChange}
        />
        <ul className={styles.grid}>
          {shown.map((boat, index) => (
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
