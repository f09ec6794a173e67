import { describe, expect, it } from 'vitest';
import { galleryImages } from '~/content/gallery';
import { positionInCategory, stepWithinCategory, wrapIndex } from './lightbox-index';

describe('wrapIndex', () => {
  it('steps forward and back inside the list', () => {
    expect(wrapIndex(2, 1, 8)).toBe(3);
    expect(wrapIndex(2, -1, 8)).toBe(1);
  });

  it('wraps past either end', () => {
    expect(wrapIndex(7, 1, 8)).toBe(0);
    expect(wrapIndex(0, -1, 8)).toBe(7);
    expect(wrapIndex(0, -9, 8)).toBe(7);
  });

  it('stays at 0 for a single or empty list', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });
});

const images = [
  { id: 'a1', category: 'a' },
  { id: 'b1', category: 'b' },
  { id: 'a2', category: 'a' },
  { id: 'b2', category: 'b' },
  { id: 'a3', category: 'a' },
];

describe('stepWithinCategory', () => {
  it('moves to the next and previous image of the same category, skipping others', () => {
    expect(stepWithinCategory(images, 'a1', 1)).toBe('a2');
    expect(stepWithinCategory(images, 'a2', -1)).toBe('a1');
    expect(stepWithinCategory(images, 'b1', 1)).toBe('b2');
  });

  it('wraps within the category, never into the next one', () => {
    expect(stepWithinCategory(images, 'a3', 1)).toBe('a1');
    expect(stepWithinCategory(images, 'a1', -1)).toBe('a3');
    expect(stepWithinCategory(images, 'b2', 1)).toBe('b1');
  });

  it('leaves an unknown id alone', () => {
    expect(stepWithinCategory(images, 'zz', 1)).toBe('zz');
  });

  it('wraps the real gallery: the last marina image leads back to the first marina image', () => {
    expect(stepWithinCategory(galleryImages, 'marina-08', 1)).toBe('marina-01');
    expect(stepWithinCategory(galleryImages, 'boats-01', -1)).toBe('boats-08');
  });
});

describe('positionInCategory', () => {
  it('counts from 1 within the category', () => {
    expect(positionInCategory(images, 'a3')).toEqual({ position: 3, total: 3 });
    expect(positionInCategory(images, 'b1')).toEqual({ position: 1, total: 2 });
  });
});
