import type { Edition, Page } from '~/content/edition';
import { exhibitorPath } from '~/features/exhibitors/exhibitor-path';
import { fill, type Lang } from '~/lib/lang';

/** What one exhibitor's page shows, in the edition's language; undefined for an id not in the content. */
export function exhibitorPage(edition: Edition, lang: Lang, id: string | undefined) {
  const exhibitor = edition.exhibitors.all.find((entry) => entry.id === id);
  if (!exhibitor) return undefined;
  const { site, exhibitors } = edition;
  const boats = edition.boats.all.filter((boat) => boat.builder === exhibitor.name);
  const description =
    exhibitor.description ??
    fill(exhibitors.profile.summary, {
      name: exhibitor.name,
      category: exhibitor.category,
      country: exhibitor.country,
      show: `${site.shortName} ${site.edition.year}`,
    });
  const page: Page = {
    path: exhibitorPath(exhibitor.id, 'en'),
    eyebrow: exhibitor.category,
    heading: exhibitor.name,
    title: exhibitor.name,
    description,
  };
  return { lang, page, exhibitor, boats, words: exhibitors.profile, boatLabels: edition.boatLabels };
}

export type ExhibitorPage = NonNullable<ReturnType<typeof exhibitorPage>>;

/** Every exhibitor's page data by id: the file at `exhibitorPagesPath` (features/exhibitors/exhibitor-path.ts). */
export function allExhibitorPages(edition: Edition, lang: Lang): Record<string, ExhibitorPage> {
  return Object.fromEntries(
    edition.exhibitors.all.map((exhibitor) => [exhibitor.id, exhibitorPage(edition, lang, exhibitor.id)!]),
  );
}
