import { pages } from '~/content/pages';
import { ticketCategories } from '~/content/tickets';
import { pageMeta, shareImageUrl } from '~/lib/meta';
import { organizationJsonLd, showEventJsonLd } from '~/lib/structured-data';
import { Countdown } from './countdown';
import { FeaturedBoats } from './featured-boats';
import { FeaturedEvents } from './featured-events';
import { GalleryCarousel } from './gallery-carousel';
import { Hero } from './hero';
import { Partners } from './partners';
import { PromoVideo } from './promo-video';
import { Showcase } from './showcase';

export const meta = () =>
  pageMeta(pages.home, organizationJsonLd(), showEventJsonLd({ tickets: ticketCategories, imageUrl: shareImageUrl }));

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
