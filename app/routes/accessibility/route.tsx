import { PageHeader } from '~/components/page-header';
import { accessibilityStatement as statement } from '~/content/accessibility';
import { pages } from '~/content/pages';
import { site } from '~/content/site';
import { pageMeta } from '~/lib/meta';
import styles from './accessibility.module.css';

export const meta = () => pageMeta(pages.accessibility);

export default function Accessibility() {
  return (
    <>
      <PageHeader heading={pages.accessibility.heading} eyebrow="Accessibility">
        <p>
          We want everyone to be able to plan a visit to {site.shortName}, register and buy tickets. This site aims to
          meet {statement.standard}.
        </p>
      </PageHeader>
      <div className={`container ${styles.body}`}>
        <section aria-labelledby="a11y-commitments">
          <h2 id="a11y-commitments">What we do</h2>
          <ul>
            {statement.commitments.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="a11y-testing">
          <h2 id="a11y-testing">How we check</h2>
          <ul>
            {statement.testing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="a11y-limits">
          <h2 id="a11y-limits">Known limitations</h2>
          <ul>
            {statement.knownLimitations.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="a11y-contact">
          <h2 id="a11y-contact">Tell us about a barrier</h2>
          <p>
            If something on this site does not work for you, e-mail{' '}
            <a href={`mailto:${statement.contact.email}`}>{statement.contact.email}</a>.{' '}
            {statement.contact.responseTime}
          </p>
          <p>This statement was last reviewed in {statement.lastReviewed}.</p>
        </section>
      </div>
    </>
  );
}
