import { describe, expect, it } from 'vitest';
import { malayClock, malayTimeRange } from './malay-time';

describe('Malay clock times', () => {
  it.each([
    ['08:00', '8 pagi'],
    ['09:45', '9.45 pagi'],
    ['12:45', '12.45 tengah hari'],
    ['13:00', '1 tengah hari'],
    ['15:30', '3.30 petang'],
    ['22:00', '10 malam'],
  ])('%s reads %s', (time, malay) => {
    expect(malayClock(time)).toBe(malay);
  });

  it('names the period once when both ends share it', () => {
    expect(malayTimeRange('09:00', '11:00')).toBe('9–11 pagi');
    expect(malayTimeRange('14:00', '16:00')).toBe('2–4 petang');
    expect(malayTimeRange('11:00', '14:00')).toBe('11 pagi–2 petang');
    expect(malayTimeRange('10:00', '22:00')).toBe('10 pagi–10 malam');
  });
});
