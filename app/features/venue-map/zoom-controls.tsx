import type { MapCopy } from './occupants';
import styles from './venue-map.module.css';

/** How much wider than its box the plan is drawn at each zoom step. */
export const zoomLevels = [1, 1.5, 2, 3] as const;

/**
 * The first zoom step that draws the plan at least at its own size (its labels' design size),
 * in a frame `frameWidth` wide: 0 on a computer, the largest steps on a phone.
 */
export function readableZoom(frameWidth: number, planWidth: number): number {
  const step = zoomLevels.findIndex((level) => level * frameWidth >= planWidth);
  return step === -1 ? zoomLevels.length - 1 : step;
}

export function ZoomControls({ copy, zoom, onZoom }: { copy: MapCopy; zoom: number; onZoom: (level: number) => void }) {
  return (
    <div className={styles.zoom}>
      <button type="button" onClick={() => onZoom(zoom - 1)} disabled={zoom === 0}>
        {copy.zoomOut}
      </button>
      <button type="button" onClick={() => onZoom(0)} disabled={zoom === 0}>
        {copy.resetZoom}
      </button>
      <button type="button" onClick={() => onZoom(zoom + 1)} disabled={zoom === zoomLevels.length - 1}>
        {copy.zoomIn}
      </button>
    </div>
  );
}
