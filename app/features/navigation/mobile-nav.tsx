import { useCallback, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useDismiss } from '~/lib/use-dismiss';
import { LanguageSwitch } from './language-switch';
import styles from './mobile-nav.module.css';
import { useRootContent } from '~/content/use-root-content';

/** The slide-out menu at 768 px and narrower: a disclosure button and a panel of every group. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const { navigation, shell } = useRootContent();
  const navGroups = navigation.groups;
  const { mainNav, menu } = shell.header;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 22 22">
          {open ? (
            <path d="M5 5l12 12M17 5L5 17" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
        {menu}
      </button>
      <nav id="mobile-menu" aria-label={mainNav} className={styles.panel} data-open={open} hidden={!open}>
        {navGroups.map((group) => (
          <section key={group.title} className={styles.group} aria-labelledby={`mobile-group-${group.title}`}>
            <h2 id={`mobile-group-${group.title}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={styles.link} onClick={() => setOpen(false)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <LanguageSwitch className={styles.language} />
      </nav>
    </div>
  );
}
