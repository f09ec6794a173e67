import type { PlanItem } from './my-show-plan';
import styles from './save-toggle.module.css';
import { useRootContent } from '~/content/use-root-content';
import { useSavedItem } from './use-my-show';

/**
 * "Save" to My Show: a toggle button (aria-pressed) named with the item, so a screen reader
 * hears "Save Azure Horizon, toggle button, pressed". Its text never changes, only the star
 * fills, so the saved state arriving after hydration moves nothing on the page.
 */
export function SaveToggle({ item, name, className }: { item: PlanItem; name: string; className?: string }) {
  const { save } = useRootContent().shell.myShow;
  const [saved, toggle] = useSavedItem(item);
  return (
    <button type="button" className={`${styles.toggle} ${className ?? ''}`} aria-pressed={saved} onClick={toggle}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className={styles.star}>
        <path
          d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z"
          strokeLinejoin="round"
          strokeWidth="1.8"
        />
      </svg>
      {save} <span className="visually-hidden">{name}</span>
    </button>
  );
}
