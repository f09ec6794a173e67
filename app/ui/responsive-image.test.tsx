// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { ResponsiveImage } from './responsive-image';

// The boats of the content, with and without a crop point (content/boats/*.yaml, image.focus).
const { en } = readEditions();
const withPoint = en.boats.all.find((boat) => boat.image.position)!.image;
const without = en.boats.all.find((boat) => !boat.image.position)!.image;

afterEach(cleanup);

describe('ResponsiveImage', () => {
  it('crops a photo around its crop point, and leaves one without a point to CSS’s centre', () => {
    render(<ResponsiveImage image={withPoint} sizes="100vw" />);
    expect(screen.getByRole('img', { name: withPoint.alt }).style.objectPosition).toBe(withPoint.position);
    render(<ResponsiveImage image={without} sizes="100vw" />);
    expect(screen.getByRole('img', { name: without.alt }).getAttribute('style')).toBeNull();
  });

  it('never moves a photo drawn whole off its centre', () => {
    render(<ResponsiveImage image={withPoint} sizes="100vw" whole />);
    expect(screen.getByRole('img', { name: withPoint.alt }).getAttribute('style')).toBeNull();
  });
});
