import { describe, expect, it } from 'vitest';
import { readableZoom, zoomLevels } from './zoom-controls';

describe('the zoom a stand is shown at', () => {
  it('keeps the whole plan where it is drawn at its size or larger', () => {
    expect(readableZoom(1200, 1000)).toBe(0);
    expect(readableZoom(1000, 1000)).toBe(0);
  });

  it('zooms in until the plan is drawn at least at its size', () => {
    expect(readableZoom(700, 1000)).toBe(1); // 1.5 × 700 = 1050
    expect(readableZoom(500, 1000)).toBe(2); // 2 × 500 = 1000
    expect(readableZoom(342, 1000)).toBe(3); // a 390 px phone: 3 × 342 = 1026
  });

  it('stops at the largest step on a very narrow frame', () => {
    expect(readableZoom(200, 1000)).toBe(zoomLevels.length - 1);
  });
});
