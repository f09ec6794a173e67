import { readFile } from 'node:fs/promises';
import { expect, salesPeriod, test, type Browser } from './show-clock';
import ICAL from 'ical.js';
import { visit } from './support';

/**
 * What a visitor's calendar receives from each "Add to calendar" choice, opened in a browser
 * set to `timezoneId`: the Google and Outlook pages they land on (answered locally: there is no
 * network here) and the downloaded file, each reduced to its UTC start and end.
 */
async function addToCalendar(browser: Browser, timezoneId: string, path: string, entry: string) {
  const context = await browser.newContext({ timezoneId, acceptDownloads: true });
  // A context of its own: it needs the sales period's clock set by hand (show-clock.ts).
  await context.clock.setFixedTime(salesPeriod);
  await context.route(/^https:\/\/(calendar\.google\.com|outlook\.live\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>calendar</title>' }),
  );
  try {
    const page = await context.newPage();
    await visit(page, path);
    const menu = page.getByRole('group').filter({ has: page.locator('summary', { hasText: entry }) });
    await menu.locator('summary').click();
    const landing = async (name: string) => {
      const [popup] = await Promise.all([context.waitForEvent('page'), menu.getByRole('link', { name }).click()]);
      return new URL(popup.url());
    };
    const google = await landing('Google Calendar (opens in a new tab)');
    const outlook = await landing('Outlook.com (opens in a new tab)');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('link', { name: 'Download (.ics)' }).click(),
    ]);
    const [event] = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    const utc = (value: string) => new Date(value).toISOString();
    const [googleStart = '', googleEnd = ''] = (google.searchParams.get('dates') ?? '').split('/');
    const fromCompact = (value: string) =>
      value.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z');
    // What the visitor's own clock reads for the start, to show the zone really differs.
    const localStart = await page.evaluate(
      (start) => new Date(start).toLocaleString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false }),
      event!.startDate.toJSDate().toISOString(),
    );
    return {
      google: [utc(fromCompact(googleStart)), utc(fromCompact(googleEnd))],
      outlook: [utc(outlook.searchParams.get('startdt')!), utc(outlook.searchParams.get('enddt')!)],
      file: [event!.startDate.toJSDate().toISOString(), event!.endDate.toJSDate().toISOString()],
      localStart,
    };
  } finally {
    await context.close();
  }
}

test(
  'Add to calendar gives Google, Outlook and the file the same instants in New York and Kuala Lumpur',
  { tag: '@desktop' },
  async ({ browser }) => {
    test.slow();
    // The Day 1 morning cruise: 9AM–11AM Malaysia time is 01:00–03:00 UTC, on the day Day 1 is
    // held on, the first show day (the programme's days are the 2025 edition's, held in order on
    // this edition's: app/content/edition-dates.ts).
    const expected = ['2026-02-04T01:00:00.000Z', '2026-02-04T03:00:00.000Z'];
    const entry = 'Morning cruise (advance booking), Day 1';
    const newYork = await addToCalendar(browser, 'America/New_York', '/daily-schedule', entry);
    const kualaLumpur = await addToCalendar(browser, 'Asia/Kuala_Lumpur', '/daily-schedule', entry);
    for (const result of [newYork, kualaLumpur]) {
      expect(result.google).toEqual(expected);
      expect(result.outlook).toEqual(expected);
      expect(result.file).toEqual(expected);
    }
    expect(kualaLumpur.localStart).toBe('09:00');
    // 01:00 UTC on 4 February is 20:00 the evening before in New York (winter time, UTC−5).
    expect(newYork.localStart).toBe('20:00');
  },
);

test('the show is added as all-day 4–7 February 2026 from the countdown', { tag: '@desktop' }, async ({ page }) => {
  await visit(page, '/');
  const menu = page.getByRole('region', { name: /countdown/i }).getByRole('group');
  await menu.locator('summary').click();
  const google = new URL((await menu.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href'))!);
  expect(google.searchParams.get('dates')).toBe('20260204/20260208');
  const outlook = new URL((await menu.getByRole('link', { name: /^Outlook/ }).getAttribute('href'))!);
  expect(outlook.searchParams.get('allday')).toBe('true');
  const file = await page.request.get(
    (await menu.getByRole('link', { name: 'Download (.ics)' }).getAttribute('href'))!,
  );
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const [event] = new ICAL.Component(ICAL.parse(await file.text()))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
  expect([event?.startDate.toString(), event?.endDate.toString()]).toEqual(['2026-02-04', '2026-02-08']);
});

for (const [lang, prefix, label] of [
  ['en', '', 'Add to calendar'],
  ['ms', '/ms', 'Tambah ke kalendar'],
] as const) {
  test(
    `(${lang}) the conference and each workshop day can be added to a calendar`,
    { tag: '@desktop' },
    async ({ page }) => {
      await visit(page, `${prefix}/conference`);
      const conference = page.locator('summary', { hasText: label });
      await expect(conference).toHaveCount(1);
      await conference.click();
      const file = await page.getByRole('link', { name: /\.ics/ }).getAttribute('href');
      expect(file).toBe(`${prefix}/calendar/conference-2025-05-23.ics`);
      expect((await page.request.get(file!)).ok()).toBe(true);

      await visit(page, `${prefix}/workshop-registration`);
      await expect(page.locator('summary', { hasText: label })).toHaveCount(3);
    },
  );
}
