/**
 * Which codes a camera frame's reading answers (issue #50; docs/decisions/098-the-gate-phone-page.md):
 * a code held up is answered once; shown again, it is answered again, once it has been out of
 * sight — missing from a frame read since — for `goneAfterMs`. Both: time alone would answer a
 * pass held still a second time whenever reading one frame takes longer than `goneAfterMs` (a
 * slow phone, or a busy one: two readings of the same pass are that far apart), and one frame
 * alone would answer it again at each frame the reader misses (glare, a shaking hand).
 */
export function sightings(goneAfterMs: number) {
  const last = new Map<string, { at: number; missed: boolean }>();
  /** The codes read in a frame at `now` (performance.now()) that are to be answered, in order. */
  return (texts: readonly string[], now: number): string[] => {
    for (const [text, seen] of last) if (!texts.includes(text)) seen.missed = true;
    const answered: string[] = [];
    for (const text of texts) {
      const seen = last.get(text);
      last.set(text, { at: now, missed: false });
      if (seen === undefined || (seen.missed && now - seen.at > goneAfterMs)) answered.push(text);
    }
    return answered;
  };
}
