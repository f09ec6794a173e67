import styles from './button.module.css';

export type ButtonKind = 'primary' | 'secondary';

/**
 * The class names of a pill button, for a `<button>`, `<a>` or `<Link>` alike (a component
 * would have to know which of them to render). `extra` is the page's own placement class.
 */
export function buttonClass(kind: ButtonKind, { compact = false, extra = '' } = {}) {
  return [styles.button, styles[kind], compact ? styles.compact : '', extra].filter(Boolean).join(' ');
}
