import type { MapCopy } from './occupants';
import styles from './venue-map.module.css';

/** How much wider than its box the plan is drawn at each zoom step. */
export const zoomLevels = [1, 1.5, 2, 3] as const;

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
