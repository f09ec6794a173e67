import type { Edition } from '../editions';
import { siteContent } from './site';
import { shellContent } from './shell';
import { navigationContent } from './navigation';
import { pagesContent } from './pages';
import { homeContent } from './home';
import { heroContent } from './hero';
import { boatLabelsContent, boatsContent, featuredBoatsContent } from './boats';
import { partnersContent } from './partners';
import { featuredEventsContent } from './featured-events';
import { galleryContent } from './gallery';
import { introductionContent } from './introduction';
import { marinasContent } from './marinas';
import { strategicContent } from './strategic';
import { chairmanContent } from './chairman';
import { exhibitorsContent } from './exhibitors';
import { exhibitorPerksContent } from './exhibitor-perks';
import { conferenceContent } from './conference';
import { conferenceTimetableContent } from './conference-timetable';
import { conferenceTermsContent } from './conference-terms';
import { scheduleContent } from './schedule';
import { ticketsContent } from './tickets';
import { cruisesContent } from './cruises';
import { formsContent } from './forms';
import { workshopContent } from './workshop';
import { accessibilityContent } from './accessibility';
import { venuePlanContent } from '../venue-plan';
import { countries } from './countries';
import { visitContent } from './visit';
import { myShowContent } from './my-show';
import { searchContent } from './search';
import { dialCodes } from './dial-codes';

/**
 * The Malay edition: every namespace of the English one, in Malay. TypeScript checks it
 * against the English shape, so a missing message fails `npm run typecheck`.
 */
export const malayEdition: Edition = {
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
  countries,
  dialCodes,
  workshop: workshopContent,
  accessibility: accessibilityContent,
  visit: visitContent,
  // The plan's shapes are the same in every language; its names are in `visit`.
  venuePlan: venuePlanContent,
  myShow: myShowContent,
  search: searchContent,
};
