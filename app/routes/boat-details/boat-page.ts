import type { Edition, Page } from '~/content/edition';
import { boatPath } from '~/features/boats/boat-path';
import type { Lang } from '~/lib/lang';

/** What one boat's page shows, in the edition's language; undefined for an id not in the content. */
export function boatPage(edition: Edition, lang: Lang, id: string | undefined) {
  const boat = edition.boats.all.find((entry) => entry.id === id);
  if (!boat) return undefined;
  const builder = edition.exhibitors.all.find((exhibitor) => exhibitor.name === boat.builder);
  const page: Page = {
    path: boatPath(boat.id, 'en'),
    eyebrow: boat.type,
    heading: boat.name,
    title: `${boat.name}, ${boat.type}`,
    description: boat.description,
  };
  return {
    lang,
    page,
    boat,
    builder: builder ? { id: builder.id, name: builder.name } : undefined,
    labels: edition.boatLabels,
  };
}

export type BoatPage = NonNullable<ReturnType<typeof boatPage>>;

/** Every boat's page data by id: the file at `boatPagesPath` (features/boats/boat-path.ts). */
export function allBoatPages(edition: Edition, lang: Lang): Record<string, BoatPage> {
  return Object.fromEntries(edition.boats.all.map((boat) => [boat.id, boatPage(edition, lang, boat.id)!]));
}
