import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { visitContent as malayVisit } from './ms/visit';
import { site } from './site';
import { visitContent } from './visit';

// The "Add the show to your calendar" file is hand-written, so this holds it to RFC 5545 and
// to the show's facts in site.ts: a calendar app that rejects it fails silently on a phone.
const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));
const file = `${publicDir}${visitContent.calendar.href.slice(1)}`;
const raw = readFileSync(file, 'utf8');
const physicalLines = raw.split('\r\n').slice(0, -1);
const lines = raw
  .replace(/\r\n[ \t]/g, '')
  .split('\r\n')
  .slice(0, -1);

/** The value of the one line named `name` (with its parameters), e.g. `DTSTART;VALUE=DATE`. */
function value(name: string): string | undefined {
  const matches = lines.filter((line) => line.startsWith(`${name}:`));
  expect(matches, name).toHaveLength(1);
  return matches[0]?.slice(name.length + 1);
}

const icsDate = (isoDate: string) => isoDate.replaceAll('-', '');
const escapeText = (text: string) => text.replace(/[\\;,]/g, (character) => `\\${character}`);

function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

describe('the show calendar file', () => {
  it('is linked from both languages of the visit page', () => {
    expect(visitContent.calendar.href).toBe('/calendar/mybos-2026.ics');
    expect(malayVisit.calendar.href).toBe(visitContent.calendar.href);
  });

  it('ends every line with CRLF and has no bare CR or LF', () => {
    expect(raw.endsWith('\r\n')).toBe(true);
    expect(raw.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('folds lines at 75 octets', () => {
    for (const line of physicalLines) {
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    }
    // Folding was needed, so the check above is not vacuous.
    expect(physicalLines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('is one calendar with one event', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
    expect(value('VERSION')).toBe('2.0');
    expect(value('CALSCALE')).toBe('GREGORIAN');
    expect(value('PRODID')).toMatch(/^-\/\/.+\/\/.+\/\/[A-Z]{2}$/);
  });

  it('covers the show days as all-day dates, with an exclusive end', () => {
    expect(value('DTSTART;VALUE=DATE')).toBe(icsDate(site.edition.startDate));
    expect(value('DTEND;VALUE=DATE')).toBe(icsDate(dayAfter(site.edition.endDate)));
    expect(value('DTEND;VALUE=DATE')).toBe('20260208');
  });

  it('names the show, the venue and the visit page', () => {
    const { name, street, area, postalCode, island, region, country } = site.venue;
    expect(value('UID')).toBe('mybos-2026@mybos.com.my');
    expect(value('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(value('SUMMARY')).toBe(`${site.fullName} ${site.edition.year} (${site.shortName})`);
    expect(value('LOCATION')).toBe(
      [name, street, area, `${postalCode} ${island}`, region, country].map(escapeText).join('\\, '),
    );
    expect(value('URL')).toBe(`${site.origin}/visit`);
    expect(value('GEO')).toBe(`${visitContent.venue.latitude};${visitContent.venue.longitude}`);
  });

  it('escapes commas and semicolons in its text', () => {
    for (const name of ['SUMMARY', 'DESCRIPTION', 'LOCATION']) {
      expect(value(name)?.replace(/\\[\\;,n]/gi, '')).not.toMatch(/[;,]/);
    }
  });
});
