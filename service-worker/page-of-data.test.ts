import { describe, expect, it } from 'vitest';
import { pageOfData } from './page-of-data.ts';

describe('pageOfData', () => {
  it('names the page of each route data file React Router asks for', () => {
    expect(pageOfData('/visit.data')).toBe('/visit');
    expect(pageOfData('/ms/visit.data')).toBe('/ms/visit');
    expect(pageOfData('/_.data')).toBe('/');
    expect(pageOfData('/ms.data')).toBe('/ms');
    expect(pageOfData('/ms/_.data')).toBe('/ms');
    expect(pageOfData('/boats/coral-dash.data')).toBe('/boats/coral-dash');
  });

  it('is undefined for anything else', () => {
    expect(pageOfData('/visit')).toBeUndefined();
    expect(pageOfData('/boats.json')).toBeUndefined();
  });
});
