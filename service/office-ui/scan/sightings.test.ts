import { describe, expect, it } from 'vitest';
import { sightings } from './sightings';

describe('the camera’s sightings', () => {
  it('answers a code held up once, however long each frame takes to read', () => {
    const seen = sightings(600);
    expect(seen(['A'], 0)).toEqual(['A']);
    // A slow phone: each reading a second apart, the pass never out of sight.
    expect(seen(['A'], 1000)).toEqual([]);
    expect(seen(['A'], 2000)).toEqual([]);
  });

  it('answers it again once it has been out of sight long enough, not at one missed frame', () => {
    const seen = sightings(600);
    expect(seen(['A'], 0)).toEqual(['A']);
    // One frame without it (glare), then it again: the same showing.
    expect(seen([], 100)).toEqual([]);
    expect(seen(['A'], 200)).toEqual([]);
    // Taken away for a while, then shown again: a second answer.
    expect(seen([], 300)).toEqual([]);
    expect(seen([], 900)).toEqual([]);
    expect(seen(['A'], 1200)).toEqual(['A']);
  });

  it('keeps each code apart', () => {
    const seen = sightings(600);
    expect(seen(['A'], 0)).toEqual(['A']);
    expect(seen(['B'], 100)).toEqual(['B']);
    expect(seen(['A', 'B'], 1000)).toEqual(['A']);
  });
});
