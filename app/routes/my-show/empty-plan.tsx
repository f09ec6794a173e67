import { Link } from 'react-router';
import type { Edition } from '~/content/edition';
import { useLang } from '~/lib/use-lang';
import { localizedPath } from '~/lib/lang';
import styles from './my-show.module.css';

/** What an empty plan says: how to save things, and where to find them. */
export function EmptyPlan({ empty }: { empty: Edition['myShow']['empty'] }) {
  const lang = useLang();
  return (
    <section aria-labelledby="empty-plan" className={styles.empty}>
      <h2 id="empty-plan">{empty.heading}</h2>
      <p>{empty.text}</p>
      <ul className={styles.emptyLinks}>
        {empty.links.map((link) => (
          <li key={link.to}>
            <Link to={localizedPath(link.to, lang)}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
