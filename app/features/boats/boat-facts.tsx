import type { Boat, Edition } from '~/content/edition';
import { SaveToggle } from '~/features/my-show/save-toggle';
import { ShowOnMapLink } from '~/features/venue-map/show-on-map-link';
import { BoatInfoAction } from './boat-info-action';
import { BoatSpecs } from './boat-specs';
import styles from './boat-facts.module.css';

/**
 * What every view of a boat shows under its name (card, preview, its page): specifications,
 * berth with Show on map, Save to My Show and the brochure. A fragment, so the info action
 * stays its container's last child (the card pins it to the bottom).
 */
export function BoatFacts({ boat, labels }: { boat: Boat; labels: Edition['boatLabels'] }) {
  return (
    <>
      <BoatSpecs boat={boat} labels={labels} />
      <ShowOnMapLink stand={boat.berth} name={boat.name} className={styles.mapLink} />
      <div className={styles.save}>
        <SaveToggle item={{ kind: 'boat', id: boat.id }} name={boat.name} />
      </div>
      <BoatInfoAction boat={boat} labels={labels} />
    </>
  );
}
