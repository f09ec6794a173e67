import { describe, expect, it } from 'vitest';
import { boundedPage, pageCount, pageItems, pageRange, wrappedPage } from './paging';

const nine = Array.from({ length: 9 }, (_, index) => index);

describe('featured boats paging: 3 per page, stops at both ends', () => {
  const count = pageCount(9, 3);

  it('has 3 pages for 9 boats and starts with only Next enabled', () => {
    expect(count).toBe(3);
    expect(boundedPage(0, count)).toEqual({ page: 0, hasPrevious: false, hasNext: true });
  });

  it('steps by 3 boats per page', () => {
    expect(pageItems(nine, 0, 3)).toEqual([0, 1, 2]);
    expect(pageItems(nine, boundedPage(0 + 1, count).page, 3)).toEqual([3, 4, 5]);
    expect(pageItems(nine, boundedPage(1 + 1, count).page, 3)).toEqual([6, 7, 8]);
  });

  it('enables both buttons in the middle and disables Next on the last page', () => {
    expect(boundedPage(1, count)).toEqual({ page: 1, hasPrevious: true, hasNext: true });
    expect(boundedPage(2, count)).toEqual({ page: 2, hasPrevious: true, hasNext: false });
  });

  it('never steps past either end', () => {
    expect(boundedPage(3, count).page).toBe(2);
    expect(boundedPage(-1, count).page).toBe(0);
  });

  it('shows a short last page, and one page with both buttons disabled for 3 or fewer', () => {
    expect(pageItems([1, 2, 3, 4], boundedPage(1, pageCount(4, 3)).page, 3)).toEqual([4]);
    expect(boundedPage(0, pageCount(3, 3))).toEqual({ page: 0, hasPrevious: false, hasNext: false });
    expect(boundedPage(0, pageCount(0, 3))).toEqual({ page: 0, hasPrevious: false, hasNext: false });
  });
});

describe('gallery paging: 6 per page, wraps both ways', () => {
  const count = pageCount(24, 6);

  it('has 4 pages for 24 images', () => {
    expect(count).toBe(4);
    expect(pageItems(nine.concat(nine, nine), 3, 6)).toHaveLength(6);
  });

  it('wraps from the last page forward to the first', () => {
    expect(wrappedPage(3 + 1, count)).toBe(0);
  });

  it('wraps from the first page back to the last', () => {
    expect(wrappedPage(0 - 1, count)).toBe(3);
  });

  it('leaves pages inside the range alone', () => {
    expect(wrappedPage(2, count)).toBe(2);
  });

  it('counts a partial last page', () => {
    expect(pageCount(25, 6)).toBe(5);
    expect(wrappedPage(5, pageCount(25, 6))).toBe(0);
  });
});

describe('pageRange', () => {
  it('names the items on a page', () => {
    expect(pageRange(0, 9, 3)).toEqual({ first: 1, last: 3 });
    expect(pageRange(3, 24, 6)).toEqual({ first: 19, last: 24 });
    expect(pageRange(1, 4, 3)).toEqual({ first: 4, last: 4 });
  });
});
