/**
 * What the editor does to an entry just before it is saved (editor/editor.js's preSave) and
 * before it is checked, so the check sees what will be written:
 * - an optional text left empty in both languages is left out (the form cannot leave it out);
 * - a show day's events are put in time order (stable: events at the same time keep their order),
 *   because an organiser adds an event at the end of the list and expects it in its place;
 * - an event with no key gets one made from its English activity (a lowercase slug, unique in
 *   its day), because the key names the event's calendar file and saved plans.
 * Pure and on plain data, so it is unit-tested without a browser.
 */

type Data = Record<string, unknown>;
type Text = { en?: unknown; ms?: unknown };

const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';
const isTextPair = (value: unknown): value is Text =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => key === 'en' || key === 'ms');

function dropEmptyTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropEmptyTexts);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => !(isTextPair(child) && blank(child.en) && blank(child.ms)))
      .map(([key, child]) => [key, dropEmptyTexts(child)]),
  );
}

/** A calendar-file-safe key from words: `Sunset cruise (advance booking)` → `sunset-cruise-advance-booking`. */
export const slugOf = (words: string) =>
  words
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

type Event = { key?: unknown; start?: unknown; activity?: Text };

function prepareDay(day: Data): Data {
  if (!Array.isArray(day.events)) return day;
  const events = (day.events as Event[]).map((event, index) => ({ event, index }));
  events.sort((a, b) => {
    const [x, y] = [a.event.start, b.event.start];
    if (typeof x === 'string' && typeof y === 'string' && x !== y) return x < y ? -1 : 1;
    return a.index - b.index;
  });
  const keys = new Set(events.map(({ event }) => event.key).filter((key) => !blank(key)));
  return {
    ...day,
    events: events.map(({ event }) => {
      if (!blank(event.key) || blank(event.activity?.en)) return event;
      const base = slugOf(String(event.activity!.en)) || 'event';
      let key = base;
      for (let n = 2; keys.has(key); n += 1) key = `${base}-${n}`;
      keys.add(key);
      return { ...event, key };
    }),
  };
}

export function prepareEntry(collection: string, data: Data): Data {
  const prepared = dropEmptyTexts(data) as Data;
  return collection === 'schedule-days' ? prepareDay(prepared) : prepared;
}
