import { editionOf, loadPage } from '~/data/load-page';
import { shareImageUrlFor } from '~/seo/meta';
import { organizationJsonLd, showEventJsonLd } from '~/seo/structured-data';
import { FeaturedBoats } from './featured-boats';
import { FeaturedEvents } from './featured-events';
import { GALLERY_PER_PAGE, GalleryCarousel } from './gallery-carousel';
import { Hero } from './hero';
import { Partners } from './partners';
import { PromoVideo } from './promo-video';
import { Showcase } from './showcase';
import { ShowStatus } from './show-status';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(
    url,
    'home',
    // The schedule is for "Today at MYBOS" while the show is on.
    ['home', 'hero', 'featuredBoats', 'boatLabels', 'partners', 'featuredEvents', 'schedule'],
    {
      jsonLd: (edition, lang) => [
        organizationJsonLd(edition, lang),
        showEventJsonLd(edition, lang, shareImageUrlFor(edition.site.origin)),
      ],
    },
  );
  // Only the carousel's first page travels in the HTML; it fetches the rest when needed.
  const { images } = editionOf(url).edition.gallery;
  return { ...page, gallery: { firstPage: images.slice(0, GALLERY_PER_PAGE), total: images.length } };
}
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

/** The home page, in the order the organisers asked for; Follow Us sits over the hero's top corner. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, hero, featuredBoats, boatLabels, partners, featuredEvents, schedule } = loaderData.content;
  return (
    <>
      <Hero heading={loaderData.page.heading} hero={hero} followUs={home.followUs} />
      <ShowStatus home={home} schedule={schedule} />
      <Partners copy={home.partners} partners={partners} />
      <PromoVideo copy={home.video} />
      <FeaturedBoats copy={home.boats} boats={featuredBoats.boats} labels={boatLabels} />
      <FeaturedEvents copy={home.events} events={featuredEvents.events} />
      <Showcase copy={home.showcase} image={featuredEvents.showcaseImage} />
      <GalleryCarousel copy={home.gallery} firstPage={loaderData.gallery.firstPage} total={loaderData.gallery.total} />
    </>
  );
}
