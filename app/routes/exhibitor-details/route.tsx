import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { Boat } from '~/content/edition';
import { editionOf } from '~/data/load-page';
import { BoatCard } from '~/features/boats/boat-card';
import { BoatPreview } from '~/features/boats/boat-preview';
import { exhibitorPagesPath } from '~/features/exhibitors/exhibitor-path';
import { SaveToggle } from '~/features/my-show/save-toggle';
import { ShowOnMapLink } from '~/features/venue-map/show-on-map-link';
import { storedJson } from '~/features/offline/stored-json';
import { langOfPath, localizedPath, revalidateOnLanguageChange } from '~/lib/lang';
import { useLang } from '~/lib/use-lang';
import { pageMeta, shareImageOf } from '~/seo/meta';
import { exhibitorJsonLd } from '~/seo/structured-data';
import { PageHeader } from '~/ui/page-header';
import { type ExhibitorPage, exhibitorPage } from './exhibitor-page';
import styles from './exhibitor-details.module.css';
import type { Route } from './+types/route';

/**
 * One exhibitor's page, prerendered for every exhibitor of the content in both languages. Its
 * meta tags are made in `meta`, not sent as data (see the boat's page).
 */
export function loader({ url, params }: Route.LoaderArgs) {
  const { lang, edition } = editionOf(url);
  const data = exhibitorPage(edition, lang, params.id);
  if (!data) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return data;
}

// Following a link to an exhibitor: from the data the worker keeps on the device, or this
// exhibitor's own data file (see the boat's page).
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const pages = await storedJson<Record<string, ExhibitorPage>>(localizedPath(exhibitorPagesPath, lang));
  return pages?.[params.id] ?? serverLoader();
}
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { lang, page, exhibitor, boats } = loaderData;
  const { site, shell } = matches[0].loaderData.content;
  // Exhibitors have no logo in the content: a boat they show is their best picture.
  const photo = boats[0]?.image;
  return pageMeta(
    page,
    lang,
    { site, shell },
    {
      image: photo && shareImageOf(photo),
      jsonLd: [exhibitorJsonLd({ site }, lang, exhibitor, page.path, page.description)],
    },
  );
};
export const shouldRevalidate = revalidateOnLanguageChange;

export default function ExhibitorDetails({ loaderData }: Route.ComponentProps) {
  const { page, exhibitor, boats, words, boatLabels } = loaderData;
  const lang = useLang();
  const [preview, setPreview] = useState<Boat | null>(null);
  const closePreview = useCallback(() => setPreview(null), []);
  return (
    <>
      <PageHeader page={page} />
      <div className={`container ${styles.profile}`}>
        <div className={styles.about}>
          {exhibitor.description ? <p className={styles.description}>{exhibitor.description}</p> : null}
          <dl className={styles.facts}>
            <div>
              <dt>{words.category}</dt>
              <dd>{exhibitor.category}</dd>
            </div>
            <div>
              <dt>{words.country}</dt>
              <dd>{exhibitor.country}</dd>
            </div>
            {exhibitor.website ? (
              <div>
                <dt>{words.website}</dt>
                <dd>
                  <a href={exhibitor.website} rel="noopener">
                    {new URL(exhibitor.website).host}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          <ShowOnMapLink stand={exhibitor.stand} name={exhibitor.name} className={styles.mapLink} />
          <div className={styles.save}>
            <SaveToggle item={{ kind: 'exhibitor', id: exhibitor.id }} name={exhibitor.name} />
          </div>
        </div>
        {boats.length > 0 ? (
          <section aria-labelledby="boats-on-show" className={styles.boats}>
            <h2 id="boats-on-show" className={styles.heading}>
              {words.boatsOnShow}
            </h2>
            <ul className={styles.grid}>
              {boats.map((boat) => (
                <li key={boat.id}>
                  <BoatCard boat={boat} labels={boatLabels} onPreview={setPreview} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className={styles.back}>
          <Link to={localizedPath('/exhibitor-list', lang)}>{words.allExhibitors}</Link>
        </p>
      </div>
      <BoatPreview boat={preview} labels={boatLabels} onClose={closePreview} />
    </>
  );
}
