import { Link } from 'react-router';
import type { Boat, Edition } from '~/content/edition';
import { useRootContent } from '~/content/use-root-content';
import { fill } from '~/lib/lang';
import { useLang } from '~/lib/use-lang';
import { BoatFacts } from './boat-facts';
import { boatPath } from './boat-path';
import { ModalDialog } from '~/ui/modal-dialog';
import { ResponsiveImage } from '~/ui/responsive-image';
import styles from './boat-preview.module.css';

/** The popup a boat card's image opens: the photo large, with the boat's details. */
export function BoatPreview({
  boat,
  labels,
  onClose,
}: {
  boat: Boat | null;
  labels: Edition['boatLabels'];
  onClose: () => void;
}) {
  const { shell } = useRootContent();
  const lang = useLang();
  return (
    <ModalDialog
      open={boat !== null}
      onClose={onClose}
      title={boat?.name ?? ''}
      closeLabel={shell.dialog.close}
      size="wide"
    >
      {boat ? (
        <div className={styles.layout}>
          <ResponsiveImage
            image={boat.image}
            sizes="(max-width: 800px) calc(100vw - 5rem), 40rem"
            className={styles.image}
          />
          <div className={styles.details}>
            <p className={styles.type}>
              {boat.type} · {boat.builder}
            </p>
            <BoatFacts boat={boat} labels={labels} />
            <p className={styles.fullDetails}>
              <Link to={boatPath(boat.id, lang)}>
                {labels.fullDetails}
                <span className="visually-hidden"> {fill(labels.fullDetailsDetail, { name: boat.name })}</span>
              </Link>
            </p>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
