import { describe, expect, it } from 'vitest';
import { slugOf } from './slug';

describe('slugOf', () => {
  it('writes a name as lower-case words joined by single dashes', () => {
    expect(slugOf('Sailing catamaran')).toBe('sailing-catamaran');
    expect(slugOf('  Pearl Cove Catamarans ')).toBe('pearl-cove-catamarans');
    expect(slugOf('Broker & charter')).toBe('broker-charter');
  });

  it('drops accents and keeps digits', () => {
    expect(slugOf('Île de Ré 2026')).toBe('ile-de-re-2026');
  });
});
