import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

const cursor = { receivedAt: '2025-10-01T03:04:05.678Z', reference: '0f0e0d0c-0b0a-4908-8706-050403020100' };

describe('list cursors', () => {
  it('round-trip a row’s sort key as a short url-safe string', () => {
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded)).toEqual(cursor);
  });

  it('refuse anything else', () => {
    expect(decodeCursor('')).toBeUndefined();
    expect(decodeCursor('not a cursor!')).toBeUndefined();
    expect(decodeCursor(Buffer.from('2025-10-01 x').toString('base64url'))).toBeUndefined();
    expect(decodeCursor(encodeCursor({ ...cursor, reference: "x' or 1=1" }))).toBeUndefined();
    expect(decodeCursor(encodeCursor(cursor).slice(0, -4))).toBeUndefined();
  });
});
