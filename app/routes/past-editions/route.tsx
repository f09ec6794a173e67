import { Link } from 'react-router';
import { PageHeader } from '~/ui/page-header';
import { loadPage } from '~/data/load-page';
import { useRootContent } from '~/content/use-root-content';
import { useShowPhase } from '~/features/lifecycle/use-show-phase';
import styles from './past-editions.module.css';
import type { Route } from './+types/route';
import { fill, revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'pastEditions', ['pastEditions']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

/**
 * Every past edition, newest first. Once the current edition is over it heads the list, so
 * its dates and highlights stay a click away until the organisers move the site on and add it
 * to the content's past editions.
 */
export default function PastEditions({ loaderData }: Route.ComponentProps) {
  const words = loaderData.content.pastEditions;
  const { site } = useRootContent();
  const ended = useShowPhase().kind === 'ended';
  const editions = [
    ...(ended
      ? [
          {
            year: site.edition.year,
            datesLabel: site.edition.datesLabel,
            venue: site.venue.label,
            highlights: words.currentHighlights,
            justEnded: true,
          },
        ]
      : []),
    ...site.pastEditions.map((edition) => ({ ...edition, justEnded: false })),
  ];
  return (
    <>
      <PageHeader page={loaderData.page} />
      <div className="container">
        <ol className={styles.list}>
          {editions.map(({ year, datesLabel, venue, highlights, justEnded }) => {
            const show = `${site.shortName} ${year}`;
            return (
              <li key={year} className={styles.edition}>
                <h2 className={styles.name}>{fill(words.edition, { show })}</h2>
                {justEnded ? <p className={styles.badge}>{words.justEnded}</p> : null}
                <p className={styles.dates}>{datesLabel}</p>
                {venue ? <p>{fill(words.venue, { venue })}</p> : null}
                {highlights ? (
                  <p>
                    <Link to={highlights}>{fill(words.highlights, { show })}</Link>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>
    </>
  );
}
