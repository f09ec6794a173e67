import { useCallback, useState } from 'react';
import { ResponsiveImage } from '~/ui/responsive-image';
import type { Edition } from '~/content/edition';
import styles from './gallery-all.module.css';
import { Lightbox } from './lightbox';

/** The gallery grouped by category; each photo is a button that opens it in the lightbox. */
export function GalleryGroups({ gallery }: { gallery: Edition['gallery'] }) {
  const { categories, images } = gallery;
  const [openId, setOpenId] = useState<string | null>(null);
  const close = useCallback(() => setOpenId(null), []);

  return (
    <div className="container">
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`gallery-${category.id}`} className={styles.group}>
          <h2 id={`gallery-${category.id}`}>{category.title}</h2>
          <ul className={styles.grid}>
            {images
              .filter((item) => item.category === category.id)
              .map((item) => (
                <li key={item.id}>
                  <button type="button" className={styles.thumb} onClick={() => setOpenId(item.id)}>
                    <ResponsiveImage
                      image={item.image}
                      sizes="(min-width: 1152px) 278px, (min-width: 700px) 30vw, 50vw"
                      className={styles.thumbImage}
                    />
                  </button>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <Lightbox gallery={gallery} openId={openId} onNavigate={setOpenId} onClose={close} />
    </div>
  );
}
