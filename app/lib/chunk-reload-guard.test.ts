import { describe, expect, it } from 'vitest';
import { describeFailure } from './chunk-reload-guard';

describe('describeFailure', () => {
  it('names the error type and message', () => {
    expect(describeFailure(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(
      'TypeError: Failed to fetch dynamically imported module: /a.js',
    );
  });

  it('stringifies anything else', () => {
    expect(describeFailure('offline')).toBe('offline');
  });
});
