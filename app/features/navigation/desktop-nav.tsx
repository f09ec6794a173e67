import { useCallback, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useDismiss } from '~/lib/use-dismiss';
import styles from './desktop-nav.module.css';
import { useRootContent } from '~/content/use-root-content';

/**
 * The header's dropdown groups above 768 px: one group open at a time, on hover or click.
 * A mouse click arrives after the hover that already opened the group, so the click pins
 * the group open instead of toggling it shut; clicking a pinned group's title closes it.
 */
export function DesktopNav() {
  const [open, setOpen] = useState<{ group: string; pinned: boolean } | null>(null);
  const openGroup = open?.group ?? null;
  const navRef = useRef<HTMLElement>(null);
  const buttonRefs = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();
  const { navigation, shell } = useRootContent();
  const navGroups = navigation.groups;
  const label = shell.header.mainNav;

  const close = useCallback(
    (reason: 'outside' | 'escape') => {
      if (reason === 'escape' && openGroup) buttonRefs.current.get(openGroup)?.focus();
      setOpen(null);
    },
    [openGroup],
  );
  useDismiss(navRef, openGroup !== null, close);

  return (
    <nav ref={navRef} className={styles.nav} aria-label={label}>
      <ul className={styles.groups}>
        {navGroups.map((group) => {
          const isOpen = openGroup === group.title;
          const panelId = `${baseId}-${group.title}`;
          return (
            <li
              key={group.title}
              className={styles.group}
              onPointerEnter={(event) => {
                if (event.pointerType === 'mouse' && openGroup !== group.title) {
                  setOpen({ group: group.title, pinned: false });
                }
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse' && isOpen && !open?.pinned) setOpen(null);
              }}
            >
              <button
                ref={(node) => {
                  if (node) buttonRefs.current.set(group.title, node);
                  else buttonRefs.current.delete(group.title);
                }}
                type="button"
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen && open?.pinned ? null : { group: group.title, pinned: true })}
              >
                {group.title}
                <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={styles.chevron}>
                  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
                </svg>
              </button>
              <ul id={panelId} className={styles.panel} hidden={!isOpen}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={styles.link} onClick={() => setOpen(null)}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
