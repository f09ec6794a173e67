/**
 * Clock times as the Malay edition writes them (docs/translation.md, "Style"): `10 pagi`,
 * `1 tengah hari`, `10.30 malam`, never `10.00 pagi`; a range names its period once when both
 * ends share it (`9–11 pagi`, but `11 pagi–2 petang`).
 */

function parts(time: string): { hour: string; period: string } {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour = `${hours % 12 || 12}${minutes ? `.${String(minutes).padStart(2, '0')}` : ''}`;
  const period = hours < 12 ? 'pagi' : hours < 14 ? 'tengah hari' : hours < 19 ? 'petang' : 'malam';
  return { hour, period };
}

/** "10:00" → "10 pagi", "13:00" → "1 tengah hari", "22:30" → "10.30 malam". */
export function malayClock(time: string): string {
  const { hour, period } = parts(time);
  return `${hour} ${period}`;
}

/** "09:00", "11:00" → "9–11 pagi"; "11:00", "14:00" → "11 pagi–2 petang". */
export function malayTimeRange(start: string, end: string): string {
  const from = parts(start);
  const to = parts(end);
  return from.period === to.period ? `${from.hour}–${to.hour} ${to.period}` : `${malayClock(start)}–${malayClock(end)}`;
}
