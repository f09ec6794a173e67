import { loadPage } from '~/data/load-page';
import { shareImageUrlFor } from '~/seo/meta';
import { organizationJsonLd, showEventJsonLd } from '~/seo/structured-data';
import { Countdown } from './countdown';
import { FeaturedBoats } from './featured-boats';
import { FeaturedEvents } from './featured-events';
import { GalleryCarousel } from './gallery-carousel';
import { Hero } from './hero';
import { Partners } from './partners';
import { PromoVideo } from './promo-video';
import { Showcase } from './showcase';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ request }: Route.LoaderArgs) =>
  loadPage(request, 'home', ['home', 'hero', 'featuredBoats', 'boatLabels', 'partners', 'featuredEvents', 'gallery'], {
    jsonLd: (edition, lang) => [
      organizationJsonLd(edition, lang),
      showEventJsonLd(edition, lang, shareImageUrlFor(edition.site.origin)),
    ],
  });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

/** The home page, in the order the organisers asked for; Follow Us sits over the hero's top corner. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero heading={loaderData.page.heading} />
      <Countdown />
      <Partners />
      <PromoVideo />
      <FeaturedBoats />
      <FeaturedEvents />
      <Showcase />
      <GalleryCarousel />
    </>
  );
}
