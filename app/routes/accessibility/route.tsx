import { PageHeader } from '~/ui/page-header';
import { loadPage } from '~/data/load-page';
import styles from './accessibility.module.css';
import type { Route } from './+types/route';
import { fill, revalidateOnLanguageChange } from '~/lib/lang';
import { monthYearLabel } from '~/lib/month-year-label';
import { useRootContent } from '~/content/use-root-content';

export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'accessibility', ['accessibility']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

const listed = ['commitments', 'testing', 'knownLimitations'] as const;

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const statement = loaderData.content.accessibility;
  const { months } = useRootContent().shell;
  return (
    <>
      <PageHeader page={loaderData.page} />
      <div className={`container ${styles.body}`}>
        {listed.map((key) => (
          <section key={key} aria-labelledby={`a11y-${key}`}>
            <h2 id={`a11y-${key}`}>{statement.headings[key]}</h2>
            <ul>
              {statement[key].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="a11y-contact">
          <h2 id="a11y-contact">{statement.headings.contact}</h2>
          <p>
            {statement.contact.lead} <a href={`mailto:${statement.contact.email}`}>{statement.contact.email}</a>.{' '}
            {statement.contact.responseTime}
          </p>
          <p>{fill(statement.reviewedLine, { date: monthYearLabel(statement.lastReviewed, months) })}</p>
        </section>
      </div>
    </>
  );
}
