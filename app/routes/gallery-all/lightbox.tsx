import { useEffect } from 'react';
import { ModalDialog } from '~/ui/modal-dialog';
import { ResponsiveImage } from '~/ui/responsive-image';
import type { Edition } from '~/content/edition';
import { useRootContent } from '~/content/use-root-content';
import { fill } from '~/lib/lang';
import styles from './gallery-all.module.css';
import { positionInCategory, stepWithinCategory } from './lightbox-index';

type LightboxProps = {
  gallery: Edition['gallery'];
  openId: string | null;
  onNavigate: (id: string) => void;
  onClose: () => void;
};

/** One photo at a time in the site's modal dialog; Previous/Next and the arrow keys stay in its category. */
export function Lightbox({ gallery, openId, onNavigate, onClose }: LightboxProps) {
  const { categories, images, lightbox } = gallery;
  const { shell } = useRootContent();
  const item = images.find((image) => image.id === openId);

  useEffect(() => {
    if (!openId) return;
    function onKeyDown(event: KeyboardEvent) {
      if (!openId || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        onNavigate(stepWithinCategory(images, openId, event.key === 'ArrowLeft' ? -1 : 1));
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openId, onNavigate, images]);

  const category = categories.find((entry) => entry.id === item?.category);
  const { position, total } = positionInCategory(images, openId ?? '');

  return (
    <ModalDialog
      open={item !== undefined}
      onClose={onClose}
      title={fill(lightbox.title, { category: category?.title ?? lightbox.fallbackCategory, position, total })}
      closeLabel={shell.dialog.close}
      size="wide"
    >
      {item ? (
        <figure className={styles.figure}>
          <div className={styles.stage}>
            <ResponsiveImage
              key={item.id}
              image={item.image}
              sizes="(min-width: 1040px) 960px, 100vw"
              className={styles.full}
              whole
            />
          </div>
          {/* Announces the new photo when Previous/Next or an arrow key changes it. */}
          <figcaption className={styles.caption} aria-live="polite">
            {item.image.alt}
          </figcaption>
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.step}
              onClick={() => onNavigate(stepWithinCategory(images, item.id, -1))}
            >
              <span aria-hidden="true">←</span> {lightbox.previous}
            </button>
            <p className={styles.position} aria-hidden="true">
              {position} / {total}
            </p>
            <button
              type="button"
              className={styles.step}
              onClick={() => onNavigate(stepWithinCategory(images, item.id, 1))}
            >
              {lightbox.next} <span aria-hidden="true">→</span>
            </button>
          </div>
        </figure>
      ) : null}
    </ModalDialog>
  );
}
