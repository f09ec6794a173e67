import type { Lang } from '~/lib/lang';
import type { Widen } from '~/lib/widen';
import { accessibilityContent } from './accessibility';
import { boatLabelsContent, boatsContent, featuredBoatsContent } from './boats';
import { chairmanContent } from './chairman';
import { conferenceContent } from './conference';
import { conferenceTermsContent } from './conference-terms';
import { conferenceTimetableContent } from './conference-timetable';
import { countries } from './countries';
import { cruisesContent } from './cruises';
import { defaultDialCode, dialCodes } from './dial-codes';
import { exhibitorPerksContent } from './exhibitor-perks';
import { exhibitorsContent } from './exhibitors';
import { featuredEventsContent } from './featured-events';
import { formsContent } from './forms';
import { galleryContent } from './gallery';
import { heroContent } from './hero';
import { homeContent } from './home';
import { introductionContent } from './introduction';
import { marinasContent } from './marinas';
import { myShowContent } from './my-show';
import { malayEdition } from './ms/edition';
import { navigationContent } from './navigation';
import { pagesContent } from './pages';
import { partnersContent } from './partners';
import { scheduleContent } from './schedule';
import { searchContent } from './search';
import { shellContent } from './shell';
import { siteContent } from './site';
import { strategicContent } from './strategic';
import { ticketsContent } from './tickets';
import { venuePlanContent } from './venue-plan';
import { visitContent } from './visit';
import { workshopContent } from './workshop';

/**
 * Everything a visitor reads, in English, by namespace (one per content module). Route
 * loaders hand a page only the namespaces it shows, in its own language; components read
 * them with `useContent`. The Malay edition (./ms/edition.ts) has the same shape.
 */
export const englishEdition = {
  site: siteContent,
  ...pagesContent,
  shell: shellContent,
  navigation: navigationContent,
  home: homeContent,
  hero: heroContent,
  boats: boatsContent,
  featuredBoats: featuredBoatsContent,
  boatLabels: boatLabelsContent,
  partners: partnersContent,
  featuredEvents: featuredEventsContent,
  gallery: galleryContent,
  introduction: introductionContent,
  marinas: marinasContent,
  strategic: strategicContent,
  chairman: chairmanContent,
  exhibitors: exhibitorsContent,
  exhibitorPerks: exhibitorPerksContent,
  conference: conferenceContent,
  conferenceTimetable: conferenceTimetableContent,
  conferenceTerms: conferenceTermsContent,
  schedule: scheduleContent,
  tickets: ticketsContent,
  cruises: cruisesContent,
  forms: formsContent,
  countries: countries.map((name) => ({ value: name, label: name })),
  dialCodes: { all: dialCodes, default: defaultDialCode },
  workshop: workshopContent,
  accessibility: accessibilityContent,
  visit: visitContent,
  venuePlan: venuePlanContent,
  myShow: myShowContent,
  search: searchContent,
};

/** One language's edition: the English one's shape, with its own words. */
export type Edition = Widen<typeof englishEdition>;
export type ContentKey = keyof Edition;

export const editions: Record<Lang, Edition> = { en: englishEdition, ms: malayEdition };
