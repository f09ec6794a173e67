import { siteSchema } from './site';
import { pagesSchema } from './pages';
import { accessibilitySchema as accessibilityCopy } from './copy/accessibility';
import { boatFinderSchema as boatFinderCopy } from './copy/boat-finder';
import { boatLabelsSchema as boatLabelsCopy } from './copy/boat-labels';
import { chairmanSchema as chairmanCopy } from './copy/chairman';
import { conferenceSchema as conferenceCopy } from './copy/conference';
import { conferenceTermsSchema as conferenceTermsCopy } from './copy/conference-terms';
import { conferenceTimetableSchema as conferenceTimetableCopy } from './copy/conference-timetable';
import { cruisesSchema as cruisesCopy } from './copy/cruises';
import { exhibitorPerksSchema as exhibitorPerksCopy } from './copy/exhibitor-perks';
import { exhibitorsSchema as exhibitorsCopy } from './copy/exhibitors';
import { featuredEventsSchema as featuredEventsCopy } from './copy/featured-events';
import { formsSchema as formsCopy } from './copy/forms';
import { gallerySchema as galleryCopy } from './copy/gallery';
import { heroSchema as heroCopy } from './copy/hero';
import { homeSchema as homeCopy } from './copy/home';
import { introductionSchema as introductionCopy } from './copy/introduction';
import { marinasSchema as marinasCopy } from './copy/marinas';
import { myShowSchema as myShowCopy } from './copy/my-show';
import { pastEditionsSchema as pastEditionsCopy } from './copy/past-editions';
import { passesSchema as passesCopy } from './copy/passes';
import { navigationSchema as navigationCopy } from './copy/navigation';
import { scheduleSchema as scheduleCopy } from './copy/schedule';
import { searchSchema as searchCopy } from './copy/search';
import { shellSchema as shellCopy } from './copy/shell';
import { strategicSchema as strategicCopy } from './copy/strategic';
import { ticketsSchema as ticketsCopy } from './copy/tickets';
import { venuePlanSchema as venuePlanCopy } from './copy/venue-plan';
import { visitSchema as visitCopy } from './copy/visit';
import { workshopSchema as workshopCopy } from './copy/workshop';
import { boatsSchema as boatsEntry } from './collections/boats';
import { conferenceSessionsSchema as conferenceSessionsEntry } from './collections/conference-sessions';
import { exhibitorsSchema as exhibitorsEntry } from './collections/exhibitors';
import { featuredEventsSchema as featuredEventsEntry } from './collections/featured-events';
import { gallerySchema as galleryEntry } from './collections/gallery';
import { heroSlidesSchema as heroSlidesEntry } from './collections/hero-slides';
import { partnersSchema as partnersEntry } from './collections/partners';
import { scheduleDaysSchema as scheduleDaysEntry } from './collections/schedule-days';
import { standsSchema as standsEntry } from './collections/stands';

/**
 * Every file of content/ and the schema it must match: `site.yaml` and `pages.yaml`, one file
 * per namespace of page copy under `copy/`, and one folder per collection with a file per entry.
 */
export const contentSchema = {
  site: siteSchema,
  pages: pagesSchema,
  copy: {
    accessibility: accessibilityCopy,
    'boat-finder': boatFinderCopy,
    'boat-labels': boatLabelsCopy,
    chairman: chairmanCopy,
    conference: conferenceCopy,
    'conference-terms': conferenceTermsCopy,
    'conference-timetable': conferenceTimetableCopy,
    cruises: cruisesCopy,
    'exhibitor-perks': exhibitorPerksCopy,
    exhibitors: exhibitorsCopy,
    'featured-events': featuredEventsCopy,
    forms: formsCopy,
    gallery: galleryCopy,
    hero: heroCopy,
    home: homeCopy,
    introduction: introductionCopy,
    marinas: marinasCopy,
    'my-show': myShowCopy,
    navigation: navigationCopy,
    'past-editions': pastEditionsCopy,
    passes: passesCopy,
    schedule: scheduleCopy,
    search: searchCopy,
    shell: shellCopy,
    strategic: strategicCopy,
    tickets: ticketsCopy,
    'venue-plan': venuePlanCopy,
    visit: visitCopy,
    workshop: workshopCopy,
  },
  collections: {
    boats: boatsEntry,
    'conference-sessions': conferenceSessionsEntry,
    exhibitors: exhibitorsEntry,
    'featured-events': featuredEventsEntry,
    gallery: galleryEntry,
    'hero-slides': heroSlidesEntry,
    partners: partnersEntry,
    'schedule-days': scheduleDaysEntry,
    stands: standsEntry,
  },
} as const;

export type CopyName = keyof typeof contentSchema.copy;
export type CollectionName = keyof typeof contentSchema.collections;
