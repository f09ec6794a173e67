import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal-dialog.module.css';

type ModalDialogProps = {
  open: boolean;
  /** Called when the dialog asks to close: Close button, Escape or a click on the backdrop. */
  onClose: () => void;
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** The Close button's text, in the page's language (`shell.dialog.close`). */
  closeLabel: string;
  children: ReactNode;
  /** `wide` for media (lightbox, boat preview). */
  size?: 'normal' | 'wide';
  className?: string;
};

/**
 * Every popup of the site: a native modal `<dialog>` (focus trap, inert page, Escape for
 * free). A click on the backdrop or the Close button closes it; focus then returns to
 * whatever opened it.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  hideTitle,
  closeLabel,
  children,
  size = 'normal',
  className,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  // Several dialogs can live on one page (the conference form has the terms and the success popup).
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The browser closes the dialog on Escape; keep React's state in step and restore focus.
    const onNativeClose = () => {
      if (opener.current instanceof HTMLElement) opener.current.focus();
      onClose();
    };
    dialog.addEventListener('close', onNativeClose);
    return () => dialog.removeEventListener('close', onNativeClose);
  }, [onClose]);

  return (
    // A click whose target is the <dialog> itself landed on the backdrop, outside the panel.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''} ${className ?? ''}`}
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      {open ? (
        <div className={styles.panel}>
          <div className={styles.top}>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={() => ref.current?.close()}>
              {closeLabel}
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
