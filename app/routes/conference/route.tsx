import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { ConferenceRegistration } from '~/forms/conference/conference-registration';
import { pageMeta } from '~/seo/meta';
import { conferenceEventJsonLd } from '~/seo/structured-data';
import { ConferenceDetails } from './conference-details';
import { Timetable } from './timetable';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => pageMeta(pages.conference, conferenceEventJsonLd());

export default function Conference() {
  return (
    <>
      <PageHeader page={pages.conference} />
      <ConferenceDetails />
      <ConferenceRegistration />
      <Timetable />
    </>
  );
}
