import { PageHeader } from '~/ui/page-header';
import { loadPage } from '~/data/load-page';
import { ScheduleTables } from './schedule-tables';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'dailySchedule', ['schedule']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function DailySchedule({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <ScheduleTables schedule={loaderData.content.schedule} />
    </>
  );
}
