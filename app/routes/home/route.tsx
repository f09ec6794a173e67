import { pages } from '~/content/pages';
import { pageMeta, shareImageUrl } from '~/seo/meta';
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

export const meta: Route.MetaFunction = () =>
  pageMeta(pages.home, organizationJsonLd(), showEventJsonLd(shareImageUrl));

/** The home page, in the order; Follow Us sits over the hero's top corner. */
export default function Home() {
  return (
    <>
      <Hero />
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
