import { useLocation } from 'react-router';
import { useRootContent } from '~/content/use-root-content';
import { PageHeader } from '~/ui/page-header';
import { useMyShowPlan } from '~/features/my-show/use-my-show';
import { editionOf, loadPage } from '~/data/load-page';
import { planCatalogue } from '~/features/my-show/plan-catalogue';
import { revalidateOnLanguageChange } from '~/lib/lang';
import { planFromSearch } from '~/features/my-show/my-show-plan';
import { useKeptPasses } from '~/features/passes/use-kept-passes';
import { passWords, tripTimeLabels } from '~/features/passes/pass-summary';
import { useHydrated } from '~/lib/use-hydrated';
import { EmptyPlan } from './empty-plan';
import { KeptPassList } from './kept-pass-list';
import { PlanActions } from './plan-actions';
import { PlanList } from './plan-list';
import { SharedPlan } from './shared-plan';
import type { Route } from './+types/route';
import styles from './my-show.module.css';

export function loader({ url }: Route.LoaderArgs) {
  const { lang, edition } = editionOf(url);
  return {
    ...loadPage(url, 'myShow', ['myShow', 'passes']),
    catalogue: planCatalogue(edition, lang),
    tripTimes: tripTimeLabels(edition.cruises),
  };
}
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

/**
 * The visitor's plan, from this device's storage, or a plan shared in the URL
 * (`?events=…&boats=…`), after the passes kept on this device if there are any. All are known
 * only in the browser, so the prerendered page holds a loading line in a box tall enough that
 * the plan arriving moves little below it.
 */
export default function MyShow({ loaderData }: Route.ComponentProps) {
  const { catalogue } = loaderData;
  const copy = loaderData.content.myShow;
  const root = useRootContent();
  const passes = useKeptPasses();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const known = (key: string) => key in catalogue.entries;
  const mine = useMyShowPlan().filter(known);
  const shared = planFromSearch(search).filter(known);

  let body;
  if (!hydrated) body = <p className={styles.loading}>{copy.loading}</p>;
  else if (shared.length > 0) body = <SharedPlan copy={copy} plan={shared} catalogue={catalogue} />;
  else if (mine.length === 0) body = <EmptyPlan empty={copy.empty} />;
  else
    body = (
      <>
        <PlanList copy={copy} plan={mine} catalogue={catalogue} removable />
        <PlanActions actions={copy.actions} plan={mine} catalogue={catalogue} />
      </>
    );

  return (
    <>
      <PageHeader page={loaderData.page} />
      <div className={`container ${styles.page}`}>
        {passes.length > 0 ? (
          <KeptPassList passes={passes} words={passWords(root, loaderData.content.passes, loaderData.tripTimes)} />
        ) : null}
        {body}
      </div>
    </>
  );
}
