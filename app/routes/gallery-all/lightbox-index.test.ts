import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { placeholdersOf } from '~/lib/lang';
import { positionInCategory, stepWithinCategory, wrapIndex } from './lightbox-index';

const { en, ms } = readEditions();
const galleryContent = en.gallery;
const galleryImages = en.gallery.images;
const malayGallery = ms.gallery;

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

describe('the Malay gallery', () => {
  it('has the same photos in the same categories and order, each with its own alt text', () => {
    const shape = (images: readonly { id: string; category: string }[]) =>
      images.map(({ id, category }) => ({ id, category }));
    expect(shape(malayGallery.images)).toEqual(shape(galleryContent.images));
    expect(malayGallery.categories.map((category) => category.id)).toEqual(
      galleryContent.categories.map((category) => category.id),
    );
    for (const [index, item] of malayGallery.images.entries()) {
      expect(item.image.picture).toEqual(galleryContent.images[index]!.image.picture);
      expect(item.image.alt).not.toBe('');
      expect(item.image.alt).not.toBe(galleryContent.images[index]!.image.alt);
    }
  });

  it('names the lightbox controls in Malay', () => {
    expect(malayGallery.lightbox).toMatchObject({ previous: 'Foto sebelumnya', next: 'Foto seterusnya' });
    expect(placeholdersOf(malayGallery.lightbox.title)).toEqual(placeholdersOf(galleryContent.lightbox.title));
  });
});
