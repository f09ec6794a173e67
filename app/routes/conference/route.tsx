import { PageHeader } from '~/ui/page-header';
import { ConferenceRegistration } from './form/conference-registration';
import { loadPage } from '~/data/load-page';
import { conferenceEventJsonLd } from '~/seo/structured-data';
import { ConferenceDetails } from './conference-details';
import { Timetable } from './timetable';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) =>
  loadPage(
    url,
    'conference',
    // The registration form's namespaces too: it sits on this page.
    ['conference', 'conferenceTimetable', 'forms', 'countries', 'conferenceTerms'],
    { jsonLd: (edition, lang) => [conferenceEventJsonLd(edition, lang)] },
  );
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function Conference({ loaderData }: Route.ComponentProps) {
  const { conference, conferenceTimetable, forms, countries, conferenceTerms } = loaderData.content;
  return (
    <>
      <PageHeader page={loaderData.page} />
      <ConferenceDetails conference={conference} />
      <ConferenceRegistration forms={forms} countries={countries} terms={conferenceTerms} />
      <Timetable conference={conference} timetable={conferenceTimetable} />
    </>
  );
}
