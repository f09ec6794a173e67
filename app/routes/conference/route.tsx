import { PageHeader } from '~/components/page-header';
import { conference } from '~/content/conference';
import { pages } from '~/content/pages';
import { pageMeta } from '~/lib/meta';
import { ConferenceDetails } from './conference-details';
import { Timetable } from './timetable';

export const meta = () => pageMeta(pages.conference);

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
      {/* The delegate registration form goes here, between the details and the timetable. */}
      <Timetable />
    </>
  );
}
