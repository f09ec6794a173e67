import { describe, expect, it } from 'vitest';
import { localizedPath, placeholdersOf } from '~/lib/lang';
import { readEditions } from './read-editions.server';

const { en, ms } = readEditions();
const english = en.visit;
const malay = ms.visit;
const { site } = en;
const ticketCategories = en.tickets.categories;

/** Every object in a value, with the path that leads to it, for comparing the two editions. */
function objects(value: unknown, path = ''): { path: string; object: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objects(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  return [
    { path, object },
    ...Object.entries(object).flatMap(([key, child]) => objects(child, path ? `${path}.${key}` : key)),
  ];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the visit page content', () => {
  it('has the same sections, in the same order and with the same ids, in both languages', () => {
    expect(Object.keys(malay.sections)).toEqual(Object.keys(english.sections));
    expect(Object.values(malay.sections).map(({ id }) => id)).toEqual(
      Object.values(english.sections).map(({ id }) => id),
    );
  });

  it('has the same lists, of the same lengths, in both languages', () => {
    const shape = (value: unknown) => objects(value).map(({ path, object }) => `${path}: ${Object.keys(object)}`);
    expect(shape(malay)).toEqual(shape(english));
  });

  it('flags the same facts for the organisers to confirm in both languages', () => {
    const flagged = (value: unknown) =>
      objects(value)
        .filter(({ object }) => object.toConfirm === true)
        .map(({ path }) => path);
    expect(flagged(english).length).toBeGreaterThanOrEqual(5);
    expect(flagged(malay)).toEqual(flagged(english));
  });

  it('shows visitors no "to be confirmed" marker', () => {
    for (const text of [...strings(english), ...strings(malay)]) {
      expect(text).not.toMatch(/\bTBC\b|\bTBA\b|to be confirmed|belum disahkan|akan disahkan/i);
    }
  });

  it('keeps the map messages’ placeholders in Malay', () => {
    for (const [key, template] of Object.entries(english.map)) {
      if (typeof template !== 'string') continue;
      expect(placeholdersOf(malay.map[key as keyof typeof malay.map] as string), key).toEqual(placeholdersOf(template));
    }
  });

  it('uses the same coordinates and map link in both languages', () => {
    expect(malay.venue).toEqual(english.venue);
    expect(malay.openInMaps.href).toBe(english.openInMaps.href);
    expect(english.openInMaps.href).toContain(`${english.venue.latitude}%2C${english.venue.longitude}`);
  });

  it('links Malay readers to Malay pages', () => {
    const links = (value: unknown) =>
      objects(value)
        .filter(({ object }) => typeof object.to === 'string' && 'label' in object)
        .map(({ object }) => object.to as string)
        .filter((href) => href.startsWith('/'));
    expect(links(english).length).toBeGreaterThan(0);
    expect(links(malay)).toEqual(links(english).map((href) => localizedPath(href, 'ms')));
  });

  it('lists every show day, with the show’s daily hours', () => {
    const days = english.sections.hours.days.map(({ date }) => date);
    expect(days[0]).toBe(site.edition.startDate);
    expect(days.at(-1)).toBe(site.edition.endDate);
    // One a day from the first to the last: as many as the edition's dates span.
    const spanned = (Date.parse(site.edition.endDate) - Date.parse(site.edition.startDate)) / 86_400_000 + 1;
    expect(days).toHaveLength(spanned);
    expect(new Set(days).size).toBe(spanned);
    expect(malay.sections.hours.days.map(({ date }) => date)).toEqual(days);
    // Each day reads the edition's daily hours, on a 12-hour clock in both languages
    // ('10AM–10PM', '10 pagi–10 malam' for 10:00–22:00).
    const hour12 = (time: string) => String(((Number(time.slice(0, 2)) + 11) % 12) + 1);
    const { opens, closes } = site.edition.dailyHours;
    for (const { hours } of [...english.sections.hours.days, ...malay.sections.hours.days]) {
      expect(hours.startsWith(hour12(opens)), hours).toBe(true);
      expect(hours, hours).toContain(`–${hour12(closes)}`);
    }
  });

  it('says children go free only while the child ticket is free', () => {
    const child = ticketCategories.find(({ name }) => name.includes('Child'));
    expect(child?.priceRm).toBe(0);
  });

  it('answers six to eight questions', () => {
    expect(english.sections.faq.questions.length).toBeGreaterThanOrEqual(6);
    expect(english.sections.faq.questions.length).toBeLessThanOrEqual(8);
  });
});
