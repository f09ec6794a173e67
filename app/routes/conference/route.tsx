import { PageHeader } from '~/components/page-header';
import { conference } from '~/content/conference';
import { pages } from '~/content/pages';
import { ConferenceRegistration } from '~/forms/conference/conference-registration';
import { pageMeta } from '~/lib/meta';
import { conferenceEventJsonLd } from '~/lib/structured-data';
import { ConferenceDetails } from './conference-details';
import { Timetable } from './timetable';

export const meta = () =>
  pageMeta(
    pages.conference,
    conferenceEventJsonLd({
      name: conference.name,
      startDate: `${conference.date}T08:00:00+08:00`,
      endDate: `${conference.date}T16:00:00+08:00`,
      venueName: conference.venue,
      venueLocality: conference.venueArea,
      feeRm: conference.admissionFeeRm,
    }),
  );

export default function Conference() {
  return (
    <>
      <PageHeader heading={pages.conference.heading} eyebrow="Event">
        <p>
          A one-day gathering of the region's yachting industry on {conference.dateLabel}, {conference.timeLabel}, at
          the exhibition centre in Langkawi, held alongside LIMA 2025.
        </p>
      </PageHeader>
      <ConferenceDetails />
      <ConferenceRegistration />
      <Timetable />
    </>
  );
}
