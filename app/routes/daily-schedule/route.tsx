import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { site } from '~/content/site';
import { pageMeta } from '~/lib/meta';
import { ScheduleTables } from './schedule-tables';

export const meta = () => pageMeta(pages.dailySchedule);

export default function DailySchedule() {
  return (
    <>
      <PageHeader heading={pages.dailySchedule.heading} eyebrow="Event">
        <p>
          Four days of cruises, shows on the water, sailing workshops and a gala dinner: the programme of{' '}
          {site.edition2025.datesLabel}.
        </p>
      </PageHeader>
      <ScheduleTables />
    </>
  );
}
