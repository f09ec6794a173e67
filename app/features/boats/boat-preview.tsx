import type { Boat, Edition } from '~/content/edition';
import { useRootContent } from '~/content/use-root-content';
import { BoatInfoAction } from './boat-info-action';
import { BoatSpecs } from './boat-specs';
import { SaveToggle } from '~/features/my-show/save-toggle';
import { ShowOnMapLink } from '~/features/venue-map/show-on-map-link';
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
            <BoatSpecs boat={boat} labels={labels} />
            <ShowOnMapLink stand={boat.berth} name={boat.name} className={styles.mapLink} />
            <div className={styles.save}>
              <SaveToggle item={{ kind: 'boat', id: boat.id }} name={boat.name} />
            </div>
            <BoatInfoAction boat={boat} labels={labels} />
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
