import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta(pages.dailySchedule);

export default function DailySchedule() {
  return (
    <PageHeader heading={pages.dailySchedule.heading} eyebrow="Event">
      <p>Four days of cruises, shows on the water, sailing workshops and a gala dinner.</p>
    </PageHeader>
  );
}
