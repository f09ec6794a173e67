import { Link } from 'react-router';
import { localizedPath } from '~/lib/lang';
import styles from './error-page.module.css';
import { useRootContent } from '~/content/use-root-content';
import { useLang } from '~/lib/use-lang';

type ErrorPageProps = {
  /** The line under the heading, such as `404 Not Found` or the error's message. */
  detail: string;
  stack?: string;
};

/** The site's only error page, kept in the site layout, with the router's default heading. */
export function ErrorPage({ detail, stack }: ErrorPageProps) {
  const { errorPage } = useRootContent();
  const lang = useLang();
  return (
    <div className={`container ${styles.page}`}>
      <h1>{errorPage.heading}</h1>
      <p className={styles.detail}>{detail}</p>
      {stack ? <pre className={styles.stack}>{stack}</pre> : null}
      <p>
        <Link to={localizedPath('/', lang)} className={styles.home}>
          {errorPage.backHome}
        </Link>
      </p>
    </div>
  );
}
