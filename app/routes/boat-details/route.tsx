import { Link } from 'react-router';
import { editionOf } from '~/data/load-page';
import { BoatFacts } from '~/features/boats/boat-facts';
import { boatPagesPath } from '~/features/boats/boat-path';
import { exhibitorPath } from '~/features/exhibitors/exhibitor-path';
import { storedJson } from '~/features/offline/stored-json';
import { langOfPath, localizedPath, revalidateOnLanguageChange } from '~/lib/lang';
import { useLang } from '~/lib/use-lang';
import { pageMeta, shareImageOf } from '~/seo/meta';
import { boatJsonLd } from '~/seo/structured-data';
import { PageHeader } from '~/ui/page-header';
import { ResponsiveImage } from '~/ui/responsive-image';
import { type BoatPage, boatPage } from './boat-page';
import styles from './boat-details.module.css';
import type { Route } from './+types/route';

/**
 * One boat's page, prerendered for every boat of the content in both languages. Its meta tags
 * are made from this data and the root's (`meta`), not sent as data: meta would more than
 * double each boat's data.
 */
export function loader({ url, params }: Route.LoaderArgs) {
  const { lang, edition } = editionOf(url);
  const data = boatPage(edition, lang, params.id);
  if (!data) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return data;
}

// Following a link to a boat: from every boat's data the worker keeps on the device (so it
// opens offline), or, before the worker has stored it, from this boat's own data file.
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const pages = await storedJson<Record<string, BoatPage>>(localizedPath(boatPagesPath, lang));
  return pages?.[params.id] ?? serverLoader();
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
