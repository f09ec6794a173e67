/**
 * Type-level tests of how content reaches components, checked by `npm run typecheck` (Vitest
 * does not run them). A page's content is its loader's data, typed by the route's
 * `Route.ComponentProps`, and components take it as props; the root's namespaces come from
 * `useRootContent`. So reading a namespace the route did not load, or handing a component the
 * wrong one, does not compile. Each `@ts-expect-error` fails the typecheck if its error goes
 * away, so these fail when the rule stops holding.
 */
import type { Route as HomeRoute } from '../routes/home/+types/route';
import type { Route as VisitRoute } from '../routes/visit/+types/route';
import type { Boat } from './edition';
import { useRootContent } from './use-root-content';
import { BoatCard } from '~/features/boats/boat-card';
import { BoatSpecs } from '~/features/boats/boat-specs';
import { VenueMap } from '~/features/venue-map/venue-map';

const noPreview = (_boat: Boat) => undefined;

// (a) A route component reads only the namespaces its loader returns.
export function VisitLoadsItsOwn({ loaderData }: VisitRoute.ComponentProps) {
  const { visit, venuePlan, exhibitors, boats } = loaderData.content;
  return <VenueMap plan={venuePlan} copy={visit.map} exhibitors={exhibitors.all} boats={boats.all} />;
}

export function VisitReadsTheSchedule({ loaderData }: VisitRoute.ComponentProps) {
  // @ts-expect-error The visit page's loader does not load the schedule.
  const { schedule } = loaderData.content;
  return <p>{schedule.notesLabel}</p>;
}

export function VisitShowsABoatCard({ loaderData }: VisitRoute.ComponentProps) {
  const boat = loaderData.content.boats.all[0];
  if (!boat) return null;
  // @ts-expect-error The visit page loads the boats but not their labels, so it cannot show a boat card.
  return <BoatCard boat={boat} labels={loaderData.content.boatLabels} onPreview={noPreview} />;
}

// (b) A component given another namespace than the one it is written against.
export function HomeHandsTheWrongWords({ loaderData }: HomeRoute.ComponentProps) {
  const { home, featuredBoats, boatLabels } = loaderData.content;
  const boat = featuredBoats.boats[0];
  if (!boat) return null;
  return (
    <>
      <BoatSpecs boat={boat} labels={boatLabels} />
      {/* @ts-expect-error The home page's words for its boats section are not the boats' labels. */}
      <BoatSpecs boat={boat} labels={home.boats} />
    </>
  );
}

export function VisitHandsTheWrongList({ loaderData }: VisitRoute.ComponentProps) {
  const { visit, venuePlan, boats } = loaderData.content;
  // @ts-expect-error Boats are not exhibitors: the map places each by a different field.
  return <VenueMap plan={venuePlan} copy={visit.map} exhibitors={boats.all} boats={boats.all} />;
}

// (c) The root's namespaces are on every page; a page's own are not among them.
export function ShellReadsRootContent() {
  const { shell, site } = useRootContent();
  return (
    <p>
      {site.shortName} {shell.newTab}
    </p>
  );
}

export function ShellReadsAPageNamespace() {
  // @ts-expect-error The root loader does not load the boats: only the page that shows them does.
  const { boats } = useRootContent();
  return <p>{boats.all.length}</p>;
}
