import { Link } from 'react-router';
import { localizedPath } from '~/lib/lang';
import styles from './my-show-link.module.css';
import { useRootContent } from '~/content/use-root-content';
import { useLang } from '~/lib/use-lang';
import { useMyShowPlan } from './use-my-show';
import headerLabel from '~/ui/header-label.module.css';

/**
 * The header's way to the visitor's plan, with how many items are saved. The count's box is
 * always there (empty until something is saved), so the count appearing moves nothing.
 */
export function MyShowLink({ className }: { className?: string }) {
  const { myShow } = useRootContent().shell;
  const lang = useLang();
  const count = useMyShowPlan().length;
  return (
    <Link to={localizedPath('/my-show', lang)} className={`${styles.link} ${className ?? ''}`}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className={styles.star}>
        <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
      </svg>
      <span className={headerLabel.label}>{myShow.link}</span>{' '}
      <span className={styles.count} data-empty={count === 0}>
        {count > 0 ? (
          <>
            {count}
            <span className="visually-hidden"> {myShow.countLabel}</span>
          </>
        ) : null}
      </span>
    </Link>
  );
}
