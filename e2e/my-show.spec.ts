import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './show-clock';
import ICAL from 'ical.js';
import { en, ms } from './content';

const { myShow: englishMyShow, shell: englishShell } = en;
const { myShow: malayMyShow, shell: malayShell } = ms;
import { scheduleEventId, sessionId } from '../app/features/calendar/calendar-events';
import { fill } from '../app/lib/lang';
import { expectNoAxeViolations } from './axe';
import { hydrated, visit } from './support';

// The timed things saved: the third day's first event, and the second session of the first
// conference slot that has two; their words in each language, read from the content.
const dayIndex = 2;
const slotIndex = en.conferenceTimetable.slots.findIndex((slot) => slot.sessions.length >= 2);
const sessionIndex = 1;
const copyOf = (words: typeof en) => ({
  day3: words.schedule.days[dayIndex]!.title,
  session: words.conferenceTimetable.slots[slotIndex]!.sessions[sessionIndex]!.topic,
});
const copies = {
  en: { prefix: '', shell: englishShell, myShow: englishMyShow, ...copyOf(en) },
  ms: { prefix: '/ms', shell: malayShell, myShow: malayMyShow, ...copyOf(ms) },
} as const;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Any boat and exhibitor of the content will do: the first of each (names and ids are the same in
// both languages).
const boat = en.boats.all[0]!;
const exhibitor = en.exhibitors.all[0]!;

/** The Save toggle of an item, by the name it is announced with ("Save Azure Horizon"). */
const saveToggle = (page: Page, lang: 'en' | 'ms', name: string | RegExp) =>
  page.getByRole('button', {
    name: typeof name === 'string' ? `${copies[lang].shell.myShow.save} ${name}` : name,
    exact: true,
  });

/** The header's My Show link, which says how many items are saved. */
const myShowLink = (page: Page, lang: 'en' | 'ms') =>
  page.getByRole('banner').getByRole('link', { name: new RegExp(`^${copies[lang].shell.myShow.link}`) });

async function saveFourThings(page: Page, lang: 'en' | 'ms') {
  const { prefix, shell } = copies[lang];
  await visit(page, `${prefix}/all-boats`);
  await saveToggle(page, lang, boat.name).click();
  await expect(saveToggle(page, lang, boat.name)).toHaveAttribute('aria-pressed', 'true');
  await visit(page, `${prefix}/exhibitor-list`);
  await saveToggle(page, lang, exhibitor.name).click();
  await visit(page, `${prefix}/daily-schedule`);
  const cruise = page.getByRole('button', {
    name: new RegExp(`^${shell.myShow.save} .+, ${escapeRegExp(copies[lang].day3)}$`),
  });
  await cruise.first().click();
  await visit(page, `${prefix}/conference`);
  await page
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(`${shell.myShow.save} ${copies[lang].session}`)}`) })
    .click();
  await expect(myShowLink(page, lang)).toHaveAccessibleName(`${shell.myShow.link} 4 ${shell.myShow.countLabel}`);
}

for (const lang of ['en', 'ms'] as const) {
  const { prefix, shell, myShow } = copies[lang];
  // The Malay run covers the words; the flow is the same at both widths, so it runs at one.
  const details = lang === 'en' ? {} : { tag: '@desktop' };

  test(
    `(${lang}) saved items stay saved across pages and reloads, and /my-show lists and removes them`,
    details,
    async ({ page }) => {
      await visit(page, `${prefix}/my-show`);
      await expect(page.getByRole('heading', { name: myShow.empty.heading })).toBeVisible();
      await saveFourThings(page, lang);

      await page.reload();
      await hydrated(page);
      await expect(
        page.getByRole('button', {
          name: new RegExp(`^${escapeRegExp(`${shell.myShow.save} ${copies[lang].session}`)}`),
        }),
      ).toHaveAttribute('aria-pressed', 'true');

      await myShowLink(page, lang).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-show$`));
      const plan = page.getByRole('region', { name: new RegExp(`^${myShow.planHeading}`) });
      await expect(
        plan.getByRole('heading', { level: 3, name: new RegExp(`^${escapeRegExp(copies[lang].day3)}`) }),
      ).toBeVisible();
      await expect(plan.getByRole('heading', { level: 4, name: myShow.groups.event })).toBeVisible();
      await expect(plan.getByRole('heading', { level: 4, name: myShow.groups.session })).toBeVisible();
      await expect(plan.getByRole('heading', { level: 3, name: myShow.groups.boat })).toBeVisible();
      await expect(plan.getByRole('link', { name: boat.name, exact: true })).toBeVisible();
      await expect(plan.getByRole('link', { name: exhibitor.name, exact: true })).toBeVisible();
      await expect(plan.getByRole('link', { name: copies[lang].session })).toBeVisible();

      // Unsave on a page, remove on the plan: both reach the header and the plan.
      await visit(page, `${prefix}/all-boats`);
      await saveToggle(page, lang, boat.name).click();
      await expect(saveToggle(page, lang, boat.name)).toHaveAttribute('aria-pressed', 'false');
      await expect(myShowLink(page, lang)).toHaveAccessibleName(`${shell.myShow.link} 3 ${shell.myShow.countLabel}`);
      await visit(page, `${prefix}/my-show`);
      await expect(page.getByRole('link', { name: boat.name, exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: `${myShow.remove} ${exhibitor.name}` }).click();
      await expect(page.getByRole('link', { name: exhibitor.name, exact: true })).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: exhibitor.name })).toBeAttached();
      await expect(page.getByRole('heading', { name: new RegExp(`^${myShow.planHeading}`) })).toBeFocused();
      await expect(myShowLink(page, lang)).toHaveAccessibleName(`${shell.myShow.link} 2 ${shell.myShow.countLabel}`);
    },
  );

  test(`(${lang}) /my-show has no axe violations with a full plan`, async ({ page }) => {
    await saveFourThings(page, lang);
    await visit(page, `${prefix}/my-show`);
    await expect(page.getByRole('link', { name: boat.name, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test(
  'a share link shows the plan in a fresh browser, which can add it to its own',
  { tag: '@desktop' },
  async ({ page, browser }) => {
    await saveFourThings(page, 'en');
    await visit(page, '/my-show');
    const link = await page.getByRole('textbox', { name: englishMyShow.actions.shareLabel }).inputValue();
    expect(new URL(link).pathname).toBe('/my-show');

    const other = await browser.newContext({ viewport: page.viewportSize() });
    try {
      const friend = await other.newPage();
      await visit(friend, new URL(link).pathname + new URL(link).search);
      await expect(friend.getByRole('heading', { name: englishMyShow.shared.heading })).toBeVisible();
      await expect(friend.getByRole('link', { name: boat.name, exact: true })).toBeVisible();
      await expect(friend.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
      await expect(myShowLink(friend, 'en')).toHaveAccessibleName(englishShell.myShow.link);
      await friend.getByRole('button', { name: englishMyShow.shared.add }).click();
      await expect(
        friend.getByRole('status').filter({ hasText: fill(englishMyShow.shared.added, { count: 4 }) }),
      ).toBeAttached();
      await expect(myShowLink(friend, 'en')).toHaveAccessibleName(
        `${englishShell.myShow.link} 4 ${englishShell.myShow.countLabel}`,
      );
      await friend.getByRole('link', { name: englishMyShow.shared.mine }).click();
      await expect(friend.getByRole('heading', { name: englishMyShow.shared.heading })).toHaveCount(0);
      await expect(friend.getByRole('link', { name: exhibitor.name, exact: true })).toBeVisible();
    } finally {
      await other.close();
    }
  },
);

test('"Add all to calendar" downloads one .ics of the timed items, in UTC', { tag: '@desktop' }, async ({ page }) => {
  await saveFourThings(page, 'en');
  await visit(page, '/my-show');
  await expect(page.getByText(fill(englishMyShow.actions.addAllNote, { count: 2 }))).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: englishMyShow.actions.addAll }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(englishMyShow.actions.fileName);
  const text = await readFile((await download.path())!, 'utf8');
  const events = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
  // Each UID is the entry's id at the site's host; the times are Malaysia's, written in UTC: the
  // event on the day its programme day is held on (this edition's), the session on the
  // conference's own day, until the next slot starts.
  const host = new URL(en.site.origin).hostname.replace(/^www\./, '');
  const { utcOffset } = en.site.timeZone;
  const instant = (date: string, time: string) => new Date(`${date}T${time}:00${utcOffset}`).toISOString();
  const day = en.schedule.days[dayIndex]!;
  const event = day.events[0]!;
  const { slots } = en.conferenceTimetable;
  const slot = slots[slotIndex]!;
  const eventUid = `${scheduleEventId(day, event)}@${host}`;
  const sessionUid = `conference-${en.conference.date}-${sessionId(slot, sessionIndex)}@${host}`;
  expect(events.map((entry) => entry.uid).sort()).toEqual([eventUid, sessionUid].sort());
  const byUid = Object.fromEntries(events.map((entry) => [entry.uid, entry]));
  expect(byUid[eventUid]?.startDate.toJSDate().toISOString()).toBe(instant(day.heldOn, event.start));
  expect(byUid[sessionUid]?.startDate.toJSDate().toISOString()).toBe(instant(en.conference.date, slot.start));
  expect(byUid[sessionUid]?.endDate.toJSDate().toISOString()).toBe(
    instant(en.conference.date, slots[slotIndex + 1]?.start ?? en.conference.endTime),
  );
});

test(
  'a saved session is marked ended once it is over, months before the show; the rest are not',
  { tag: '@desktop' },
  async ({ page }) => {
    await saveFourThings(page, 'en');
    // A minute after the session's slot ends, on the conference's day (the next slot's start).
    const { slots } = en.conferenceTimetable;
    const end = slots[slotIndex + 1]?.start ?? en.conference.endTime;
    await page.clock.setFixedTime(Date.parse(`${en.conference.date}T${end}:00${en.site.timeZone.utcOffset}`) + 60_000);
    await visit(page, '/my-show');
    const plan = page.getByRole('region', { name: new RegExp(`^${englishMyShow.planHeading}`) });
    const item = (name: string) => plan.getByRole('listitem').filter({ hasText: name });
    await expect(item(copies.en.session)).toContainText(englishMyShow.ended);
    await expect(item(en.schedule.days[dayIndex]!.events[0]!.activity)).not.toContainText(englishMyShow.ended);
    await expect(item(boat.name)).not.toContainText(englishMyShow.ended);
  },
);

test('saved state arrives after hydration without moving anything (CLS 0)', async ({ page }) => {
  await page.addInitScript((boatId) => {
    localStorage.setItem('mybos:my-show', JSON.stringify({ version: 1, items: [`boat:${boatId}`] }));
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        (window as unknown as { shifts: number[] }).shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, boat.id);
  // The prerendered page itself shows the toggle unsaved.
  const html = await (await page.request.get('/all-boats')).text();
  const name = boat.name.replace(/&/g, '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(html).toMatch(new RegExp(`aria-pressed="false"[^>]*>(?:(?!</button>).)*${name}`, 's'));
  await visit(page, '/all-boats');
  await expect(saveToggle(page, 'en', boat.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(myShowLink(page, 'en')).toHaveAccessibleName(
    `${englishShell.myShow.link} 1 ${englishShell.myShow.countLabel}`,
  );
  // The saved state has been painted (two frames), and the observer told of that frame's shifts.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  );
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});

test('the printed plan is the plan alone', { tag: '@desktop' }, async ({ page }) => {
  await saveFourThings(page, 'en');
  await visit(page, '/my-show');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: /^Remove/ }).first()).toBeHidden();
  await expect(page.getByRole('button', { name: englishMyShow.actions.addAll })).toBeHidden();
  await expect(page.getByRole('link', { name: boat.name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My Show' })).toBeVisible();
});
