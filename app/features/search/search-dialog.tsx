import { useCallback, useEffect, useId, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useRootContent } from '~/content/use-root-content';
import styles from './search-dialog.module.css';
import { SearchPanel } from './search-panel';

export type SearchDialogProps = {
  /** Counts the requests to open: each new value opens the dialog (the button, the `/` key). */
  request: number;
  /** The header's button: focus returns there when the dialog was opened from the page itself. */
  button: RefObject<HTMLElement | null>;
};

/**
 * The search dialog: a native modal `<dialog>` (the page behind is inert, focus stays inside)
 * with its title, Close and the panel. It stays mounted once opened, so a reopened search
 * shows what was last typed and found. Loaded by search-button.tsx when first wanted.
 */
export function SearchDialog({ request, button }: SearchDialogProps) {
  const { search: copy, shell } = useRootContent();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const followed = useRef<string | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const location = useLocation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || request === 0 || dialog.open) return;
    // Escape returns focus where it was: the button, a link the visitor was on when they
    // pressed `/`, or the button again when it was on the page itself.
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : button.current;
    dialog.showModal();
    const field = dialog.querySelector('input');
    field?.focus();
    field?.select();
  }, [request, button]);

  const close = useCallback((then: 'return' | 'follow') => {
    dialogRef.current?.close();
    if (then === 'return') returnTo.current?.focus();
  }, []);

  // After following a result, focus goes where it leads (the section, else the page's main
  // content), as after any link, not back to the header's button.
  useEffect(() => {
    const target = followed.current;
    if (target === null || target !== location.pathname + location.hash) return;
    followed.current = null;
    const id = decodeURIComponent(location.hash.slice(1));
    const element = (id && document.getElementById(id)) || document.getElementById('main');
    if (!element) return;
    if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.tabIndex = -1;
    element.focus({ preventScroll: true });
  }, [location]);

  const follow = useCallback(
    (href: string) => {
      followed.current = href;
      close('follow');
    },
    [close],
  );

  return (
    // A click whose target is the <dialog> itself landed on the backdrop, outside the panel.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={styles.dialog}
      onClick={(event) => {
        if (event.target === event.currentTarget) close('return');
      }}
      onKeyDown={(event) => {
        // Handled here rather than by the browser: in a search field Escape would first clear
        // the text, and the dialog must close at once wherever focus is.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close('return');
      }}
      onCancel={(event) => {
        event.preventDefault();
        close('return');
      }}
    >
      <div className={styles.top}>
        <h2 id={titleId} className={styles.title}>
          {copy.title}
        </h2>
        <button type="button" className={styles.close} onClick={() => close('return')}>
          {shell.dialog.close}
        </button>
      </div>
      <SearchPanel onFollow={follow} />
    </dialog>
  );
}
