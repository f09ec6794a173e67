import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { pageMeta } from '~/seo/meta';
import { ScheduleTables } from './schedule-tables';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => pageMeta(pages.dailySchedule);

export default function DailySchedule() {
  return (
    <>
      <PageHeader page={pages.dailySchedule} />
      <ScheduleTables />
    </>
  );
}
