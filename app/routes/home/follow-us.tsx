import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useContent } from '~/components/use-content';
import { useDismiss } from '~/lib/use-dismiss';
import styles from './follow-us.module.css';

/** Spec section 9: the menu closes this long after the pointer leaves it. */
const CLOSE_DELAY_MS = 300;

/** The networks in menu order, with their icons; names and addresses come from content. */
const networks = [
  {
    key: 'instagram',
    icon: 'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5.9-7.8a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM12 3.6c2.7 0 3 0 4.1.1 2.7.1 4 1.4 4.1 4.1.1 1.1.1 1.4.1 4.1s0 3-.1 4.1c-.1 2.7-1.4 4-4.1 4.1-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.7-.1-4-1.4-4.1-4.1C3.7 15 3.6 14.7 3.6 12s0-3 .1-4.1c.1-2.7 1.4-4 4.1-4.1 1.1-.1 1.4-.2 4.2-.2zM12 2c-2.7 0-3.1 0-4.1.1-3.6.2-5.6 2.2-5.8 5.8C2 8.9 2 9.3 2 12s0 3.1.1 4.1c.2 3.6 2.2 5.6 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c3.6-.2 5.6-2.2 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.2-3.6-2.2-5.6-5.8-5.8C15.1 2 14.7 2 12 2z',
  },
  {
    key: 'facebook',
    icon: 'M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4a22 22 0 0 0-2.5-.1c-2.4 0-4.1 1.5-4.1 4.2v2.3H7.5V14h2.7v8z',
  },
] as const;

/**
 * Toggles the Instagram and Facebook links. With a mouse, hovering opens it and leaving
 * closes it after 300 ms (coming back in time keeps it open). A click toggles; since a mouse
 * click always follows the hover that opened the menu, that first click keeps it open.
 * Touch and keyboard get the click alone; a press outside or Escape closes it.
 */
export function FollowUs() {
  const copy = useContent('home').followUs;
  const social = useContent('site').social;
  const newTab = useContent('shell').newTab;
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
          <li key={network.key}>
            <a href={social[network.key]} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
                <path d={network.icon} fill="currentColor" />
              </svg>
              {copy.networks[network.key]}
              <span className="visually-hidden"> {newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
