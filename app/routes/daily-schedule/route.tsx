import { PageHeader } from '~/components/page-header';
import { loadPage } from '~/data/load-page';
import { ScheduleTables } from './schedule-tables';
import type { Route } from './+types/route';

export const loader = ({ request }: Route.LoaderArgs) => loadPage(request, 'dailySchedule', ['schedule']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function DailySchedule({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <ScheduleTables />
    </>
  );
}
