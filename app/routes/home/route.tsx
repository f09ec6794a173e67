import { Link } from 'react-router';
import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { site } from '~/content/site';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta(pages.home);

export default function Home() {
  return (
    <PageHeader heading={pages.home.heading} eyebrow={`${site.edition.datesLabel} · ${site.venue.label}`}>
      <p>
        Four days of superyachts, sailing boats, cruises and shows on the water at Langkawi's harbour marina.{' '}
        <Link to={pages.publicRegistration.path}>Register to visit</Link> or{' '}
        <Link to={pages.ticket.path}>get your tickets</Link>.
      </p>
    </PageHeader>
  );
}
