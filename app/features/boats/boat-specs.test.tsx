// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { BoatSpecs } from './boat-specs';

const { en, ms } = readEditions();
const boat = en.boats.all[0]!;

afterEach(cleanup);

describe('BoatSpecs', () => {
  it('gives length, guests and crew, and no price for a boat that is not for sale', () => {
    render(<BoatSpecs boat={{ ...boat, priceRm: undefined }} labels={en.boatLabels} />);
    const { length, guests, crew } = en.boatLabels;
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([length, guests, crew]);
  });

  it('adds the asking price in ringgit when the content gives one, in the page language', () => {
    render(<BoatSpecs boat={{ ...boat, priceRm: 2450000 }} labels={ms.boatLabels} />);
    // The labels are the organisers' words (content/copy/boat-labels.yaml), read rather than repeated here.
    const { length, guests, crew, price } = ms.boatLabels;
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([length, guests, crew, price]);
    expect(screen.getByText(price).nextElementSibling?.textContent).toBe('RM 2,450,000');
  });
});
