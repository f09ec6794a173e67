import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useRootContent } from '~/content/use-root-content';
import { withoutReload } from '~/lib/chunk-reload-guard';
import styles from './search-button.module.css';
import type { SearchDialogProps } from './search-dialog';
import { opensSearch } from './search-shortcut';
import headerLabel from '~/ui/header-label.module.css';

type Dialog = ComponentType<SearchDialogProps>;

/**
 * The header's Search button, and the `/` key. This is all of the search a page loads: the
 * dialog, the results and Pagefind are the lazy `search-dialog` module, fetched when the
 * visitor points at or focuses the button and at the latest when they ask to search; the
 * index comes after, from the dialog. A visitor who never searches downloads neither.
 */
export function SearchButton() {
  const { search: copy } = useRootContent();
  const [dialog, setDialog] = useState<{ Dialog: Dialog } | null>(null);
  const [failed, setFailed] = useState(false);
  const [request, setRequest] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const load = useCallback((asked: boolean) => {
    withoutReload(() => import('./search-dialog')).then(
      (module) => setDialog((current) => current ?? { Dialog: module.SearchDialog }),
      // Offline before the site was kept on this device: said under the button, when asked.
      () => asked && setFailed(true),
    );
  }, []);

  // Pointing at or focusing the button fetches the dialog ahead of the click; not offline,
  // where a browser may remember the failed download until the page is reloaded.
  const prefetch = useCallback(() => navigator.onLine && load(false), [load]);

  const ask = useCallback(() => {
    setFailed(false);
    load(true);
    setRequest((count) => count + 1);
  }, [load]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Not over another popup (a photo, a boat's preview): the key is its own there.
      if (!opensSearch(event, document.activeElement) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      ask();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ask]);

  return (
    <div className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        onClick={ask}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className={styles.icon}>
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5 21 21" />
        </svg>
        <span className={headerLabel.label}>{copy.button}</span>
      </button>
      {/* Inserted when it is true, so it is announced then; no empty live region in the banner. */}
      {failed ? (
        <p role="alert" className={styles.failed}>
          {copy.failed}
        </p>
      ) : null}
      {dialog && request > 0 ? <dialog.Dialog request={request} button={buttonRef} /> : null}
    </div>
  );
}
