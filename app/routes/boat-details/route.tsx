import { Link } from 'react-router';
import type { Page } from '~/content/edition';
import { editionOf } from '~/data/load-page';
import { BoatFacts } from '~/features/boats/boat-facts';
import { boatPath } from '~/features/boats/boat-path';
import { exhibitorPath } from '~/features/exhibitors/exhibitor-path';
import { localizedPath, revalidateOnLanguageChange } from '~/lib/lang';
import { useLang } from '~/lib/use-lang';
import { pageMeta, shareImageOf } from '~/seo/meta';
import { boatJsonLd } from '~/seo/structured-data';
import { PageHeader } from '~/ui/page-header';
import { ResponsiveImage } from '~/ui/responsive-image';
import styles from './boat-details.module.css';
import type { Route } from './+types/route';

/**
 * One boat's page, prerendered for every boat of the content in both languages. Its meta tags
 * are made from this data and the root's (`meta`), not sent as data: the route data of every
 * boat's page is precached, and meta would more than double it.
 */
export function loader({ url, params }: Route.LoaderArgs) {
  const { lang, edition } = editionOf(url);
  const boat = edition.boats.all.find((entry) => entry.id === params.id);
  if (!boat) throw new Response(null, { status: 404, statusText: 'Not Found' });
  const builder = edition.exhibitors.all.find((exhibitor) => exhibitor.name === boat.builder);
  const path = boatPath(boat.id, 'en');
  const page: Page = {
    path,
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
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { lang, page, boat, labels } = loaderData;
  const { site, shell } = matches[0].loaderData.content;
  const image = shareImageOf(boat.image);
  const imageUrl = new URL(image.src, site.origin).href;
  return pageMeta(
    page,
    lang,
    { site, shell },
    {
      image,
      jsonLd: [boatJsonLd({ site, boatLabels: labels }, lang, boat, page.path, imageUrl)],
    },
  );
};
export const shouldRevalidate = revalidateOnLanguageChange;

export default function BoatDetails({ loaderData }: Route.ComponentProps) {
  const { page, boat, builder, labels } = loaderData;
  const lang = useLang();
  return (
    <>
      <PageHeader page={page} />
      <div className={`container ${styles.layout}`}>
        <ResponsiveImage
          image={boat.image}
          sizes="(max-width: 900px) calc(100vw - 3rem), 44rem"
          priority
          className={styles.image}
        />
        <div className={styles.facts}>
          <p className={styles.builder}>
            {labels.builder} {builder ? <Link to={exhibitorPath(builder.id, lang)}>{builder.name}</Link> : boat.builder}
          </p>
          <p className={styles.description}>{boat.description}</p>
          <h2 className={styles.heading}>{labels.specifications}</h2>
          <BoatFacts boat={boat} labels={labels} />
          <p className={styles.back}>
            <Link to={localizedPath('/all-boats', lang)}>{labels.allBoats}</Link>
          </p>
        </div>
      </div>
    </>
  );
}
