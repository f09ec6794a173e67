import { describe, expect, it } from 'vitest';
import { clientKey, windowAt } from './rate-limit';

describe('windowAt', () => {
  it('numbers fixed windows and says the whole seconds until the next', () => {
    expect(windowAt(60_000 * 10 + 20_000, 60_000)).toEqual({ index: 10, retryAfterSeconds: 40 });
    expect(windowAt(60_000 * 10 + 59_500, 60_000)).toEqual({ index: 10, retryAfterSeconds: 1 });
    expect(windowAt(60_000 * 11, 60_000)).toEqual({ index: 11, retryAfterSeconds: 60 });
  });
});

describe('clientKey', () => {
  it('is a short hash, the same for the same client and never the address', () => {
    expect(clientKey('203.0.113.9')).toBe(clientKey('203.0.113.9'));
    expect(clientKey('203.0.113.9')).not.toBe(clientKey('203.0.113.10'));
    expect(clientKey('203.0.113.9')).toMatch(/^[\w-]{22}$/);
  });
});
