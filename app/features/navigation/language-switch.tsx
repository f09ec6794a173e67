import { Link, useLocation } from 'react-router';
import { localizedPath, type Lang } from '~/lib/lang';
import styles from './language-switch.module.css';
import { useRootContent } from '~/content/use-root-content';

/** A link to this same page in the other language, named in that language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { label, lang } = useRootContent().shell.languageSwitch;
  const { pathname, search, hash } = useLocation();
  return (
    <Link
      to={`${localizedPath(pathname, lang as Lang)}${search}${hash}`}
      lang={lang}
      hrefLang={lang}
      className={`${styles.switch} ${className ?? ''}`}
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9c-2.5-2.4-3.8-5.4-3.8-9S9.5 5.4 12 3z"
        />
      </svg>
      {label}
    </Link>
  );
}
