import { describe, expect, it } from 'vitest';
import { exhibitors } from '~/content/exhibitors';
import { slugOf } from './slug';

describe('slugOf', () => {
  it('keeps letters and digits, spells out &, drops accents and punctuation', () => {
    expect(slugOf('Bluewater Sails & Rigging')).toBe('bluewater-sails-and-rigging');
    expect(slugOf('Côte d’Azur Yachts (Asia) Pte. Ltd.')).toBe('cote-d-azur-yachts-asia-pte-ltd');
  });

  it('gives every exhibitor its own id (the My Show plan saves exhibitors by it)', () => {
    const slugs = exhibitors.map((exhibitor) => slugOf(exhibitor.name));
    expect(new Set(slugs).size).toBe(exhibitors.length);
    expect(slugs.every((slug) => /^[a-z0-9-]+$/.test(slug))).toBe(true);
  });
});
