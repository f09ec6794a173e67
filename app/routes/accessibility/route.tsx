import { PageHeader } from '~/components/page-header';
import { accessibilityStatement as statement } from '~/content/accessibility';
import { pages } from '~/content/pages';
import { pageMeta } from '~/seo/meta';
import styles from './accessibility.module.css';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => pageMeta(pages.accessibility);

const listed = ['commitments', 'testing', 'knownLimitations'] as const;

export default function Accessibility() {
  return (
    <>
      <PageHeader page={pages.accessibility} />
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
          <p>{statement.reviewedLine(statement.lastReviewed)}</p>
        </section>
      </div>
    </>
  );
}
