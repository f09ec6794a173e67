import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useRootContent } from '~/content/use-root-content';
import type { Edition } from '~/content/edition';
import { useDismiss } from '~/lib/use-dismiss';
import socialIcons from '~/assets/icons/social.svg?no-inline';
import styles from './follow-us.module.css';

/** Spec section 9: the menu closes this long after the pointer leaves it. */
const CLOSE_DELAY_MS = 300;

/** The networks in menu order; names and addresses come from content, icons from the sprite. */
const networks = ['instagram', 'facebook'] as const;

/**
 * Toggles the Instagram and Facebook links. With a mouse, hovering opens it and leaving
 * closes it after 300 ms (coming back in time keeps it open). A click toggles; since a mouse
 * click always follows the hover that opened the menu, that first click keeps it open.
 * Touch and keyboard get the click alone; a press outside or Escape closes it.
 */
export function FollowUs({ copy }: { copy: Edition['home']['followUs'] }) {
  const { site, shell } = useRootContent();
  const { social } = site;
  const { newTab } = shell;
  const [state, setState] = useState<{ open: boolean; byHover: boolean }>({ open: false, byHover: false });
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const dismiss = useCallback((reason: 'outside' | 'escape') => {
    window.clearTimeout(closeTimer.current);
    setState({ open: false, byHover: false });
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, state.open, dismiss);

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    setState((current) => (current.open ? current : { open: true, byHover: true }));
  }

  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => setState({ open: false, byHover: false }), CLOSE_DELAY_MS);
  }

  function onClick() {
    cancelClose();
    setState((current) =>
      current.open && current.byHover ? { open: true, byHover: false } : { open: !current.open, byHover: false },
    );
  }

  return (
    <div ref={rootRef} className={styles.root} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={state.open}
        aria-controls="follow-us-links"
        onClick={onClick}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <path
            d="M18 8a3 3 0 1 0-2.8-4L8.6 7.4a3 3 0 1 0 0 9.2l6.6 3.4A3 3 0 1 0 16 18l-6.6-3.4a3 3 0 0 0 0-5.2L16 6a3 3 0 0 0 2 2z"
            fill="currentColor"
          />
        </svg>
        {copy.label}
      </button>
      <ul id="follow-us-links" className={styles.menu} aria-label={copy.label} hidden={!state.open}>
        {networks.map((network) => (
          <li key={network}>
            <a href={social[network]} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <svg aria-hidden="true" width="20" height="20" fill="currentColor">
                {/* Only once open: a `<use>` fetches its file even inside a hidden menu. */}
                {state.open ? <use href={`${socialIcons}#${network}`} /> : null}
              </svg>
              {copy.networks[network]}
              <span className="visually-hidden"> {newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
