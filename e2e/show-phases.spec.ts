import { en, ms } from './content';
import { fill, localizedPath } from '../app/lib/lang';
import { expectNoAxeViolations } from './axe';
import { expectInboxBuild, messagesWith, uniqueMarker } from './mail';
import { registrationForms } from './registration-forms';
import { expect, test } from './show-clock';
import { visit } from './support';

// The site follows the show's calendar in the content (features/lifecycle): these tests move
// the browser's clock to each phase. 4–7 February 2026, gates 10:00–22:00 Malaysia time.
const myt = (local: string) => Date.parse(`${local}+08:00`);
const content = {
  en: { forms: en.forms, home: en.home, months: ['January', 'February', 'May'] },
  ms: { forms: ms.forms, home: ms.home, months: ['Januari', 'Februari', 'Mei'] },
} as const;
// The last day each form took registrations (the content's `closes`, exclusive): day, month
// (of the lists above) and year. The conference's is LIMA 2025's, the edition it is held with.
const lastDay = {
  publicVisitor: [7, 1, 2026],
  exhibitor: [30, 0, 2026],
  conference: [22, 2, 2025],
  ticket: [7, 1, 2026],
} as const;
const formKeys = ['publicVisitor', 'exhibitor', 'conference', 'ticket'] as const;

test.beforeAll(() => expectInboxBuild());

for (const lang of ['en', 'ms'] as const) {
  const { forms, home, months } = content[lang];
  const words = lang === 'en' ? en : ms;

  test.describe(`after the show (${lang})`, { tag: '@mobile' }, () => {
    test.use({ showClock: myt('2026-11-26T12:00:00') });

    test('the home page thanks visitors and names the next edition', async ({ page }) => {
      await visit(page, localizedPath('/', lang));
      await expect(page.getByRole('heading', { level: 2, name: home.ended.heading })).toBeVisible();
      await expect(
        page.getByText(fill(home.ended.next, { show: 'MYBOS 2027', dates: home.ended.datesTba })),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: home.ended.highlights.label })).toHaveAttribute(
        'href',
        localizedPath('/gallery-all', lang),
      );
      await expect(page.getByText(home.countdown.units.days, { exact: true })).toHaveCount(0);
      // The hero and the showcase no longer offer this edition's closed forms.
      const hero = page.getByRole('region', { name: words.pages.home.heading });
      await expect(hero.getByRole('link')).toHaveText(
        words.hero.copy.endedActions.map(({ label }) => label).concat(words.hero.copy.planVisit.label),
      );
      const showcase = page.getByRole('region', { name: fill(home.showcase.ended.heading, { show: 'MYBOS 2027' }) });
      await expect(showcase.getByRole('link')).toHaveText(home.showcase.ended.actions.map(({ label }) => label));
      await expect(showcase.getByRole('link').first()).toHaveAttribute(
        'href',
        localizedPath('/register-interest', lang),
      );
      for (const { label } of [...words.hero.copy.actions, ...home.showcase.actions]) {
        await expect(page.getByRole('link', { name: label, exact: true })).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
      // Under the next edition: the way to hear when its registration opens, on a page of its own.
      const ended = page.getByRole('region', { name: home.ended.heading });
      await ended.getByRole('link', { name: home.ended.interest.label }).click();
      await expect(page).toHaveURL(localizedPath('/register-interest', lang));
      await expect(page.getByRole('form', { name: forms.copy.interest.label })).toBeVisible();
    });

    test('the past editions list this edition first, with its dates and highlights', async ({ page }) => {
      const { pastEditions, site } = words;
      await visit(page, localizedPath('/', lang));
      await page.getByRole('link', { name: home.ended.pastEditions.label }).click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath('/past-editions', lang)}$`));
      const editions = page.getByRole('main').getByRole('listitem');
      await expect(editions).toHaveCount(1 + site.pastEditions.length);
      await expect(editions.first().getByRole('heading', { level: 2 })).toHaveText('MYBOS 2026');
      await expect(editions.first()).toContainText(pastEditions.justEnded);
      await expect(editions.first()).toContainText(site.edition.datesLabel);
      await expect(
        editions.first().getByRole('link', { name: fill(pastEditions.highlights, { show: 'MYBOS 2026' }) }),
      ).toHaveAttribute('href', localizedPath('/gallery-all', lang));
      await expect(editions.nth(1).getByRole('heading', { level: 2 })).toHaveText('MYBOS 2025');
      await expect(editions.nth(1)).toContainText(site.pastEditions[0]!.datesLabel);
      await expectNoAxeViolations(page);
    });

    test('every form says it has closed, and when, and cannot be submitted', async ({ page }) => {
      for (const [index, entry] of registrationForms(lang).entries()) {
        const key = formKeys[index]!;
        await visit(page, entry.path);
        const form = page.getByRole('form', { name: entry.form });
        const notice = form.getByRole('note', { name: forms.copy.closed.heading });
        const [day, month, year] = lastDay[key];
        await expect(notice).toContainText(
          fill(forms.copy.closed.closedOn, { show: `MYBOS ${year}`, date: `${day} ${months[month]} ${year}` }),
        );
        await expect(notice).toContainText(
          fill(forms.copy.closed.next, { show: 'MYBOS 2027', dates: forms.copy.closed.datesTba }),
        );
        await expect(notice.getByRole('link', { name: forms.copy.closed.interest.label })).toHaveAttribute(
          'href',
          localizedPath('/register-interest', lang),
        );
        // Pressing the button says so again, where the eye is, and checks no field.
        await form.getByRole('button', { name: entry.submit }).click();
        await expect(notice).toBeFocused();
        await expect(form.getByText(forms.messages.required)).toHaveCount(0);
        if (index === 0) await expectNoAxeViolations(page);
      }
    });
  });

  test.describe(`before the show (${lang})`, { tag: '@mobile' }, () => {
    test('the past editions are the earlier ones only', async ({ page }) => {
      await visit(page, localizedPath('/past-editions', lang));
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        words.site.pastEditions.map(({ year }) => `MYBOS ${year}`),
      );
      await expect(page.getByText(words.pastEditions.justEnded)).toHaveCount(0);
    });
  });

  test.describe(`while the show is on (${lang})`, { tag: '@mobile' }, () => {
    test('day 2, gates open: what is on now and next, with Save', async ({ page }) => {
      await page.clock.setFixedTime(myt('2026-02-05T15:10:00'));
      await visit(page, localizedPath('/', lang));
      const today = page.getByRole('region', { name: home.today.heading });
      await expect(today).toContainText(fill(home.today.day, { day: 2, date: `5 ${months[1]}` }));
      await expect(today).toContainText(home.today.open.split('{')[0]!);
      const now = today.getByRole('listitem');
      await expect(now).toHaveCount(2);
      await expect(today.getByRole('button', { name: /Save|Simpan/ }).first()).toBeVisible();
      await expect(today.getByRole('link', { name: home.today.programme })).toHaveAttribute(
        'href',
        `${localizedPath('/daily-schedule', lang)}#day-2025-05-22`,
      );
      // The countdown keeps the specification's line.
      await expect(page.getByText(home.countdown.expired)).toBeVisible();
      await expectNoAxeViolations(page);
      // Where the event on now happens, on the venue map. The specification fixes the flyboard
      // show at 3PM (its daily schedule), so 15:10 on a show day is during it.
      const flyboard = words.schedule.days[1]!.events.find((event) => event.key === 'flyboard-show')!;
      const { map } = words.shell;
      await today
        .getByRole('link', { name: `${map.showOnMap} ${fill(map.whose, { name: flyboard.activity })}` })
        .click();
      await expect(page).toHaveURL(`${localizedPath('/visit', lang)}?place=water#map`);
      await expect(
        page.getByText(fill(words.visit.map.placeShown, { place: words.visit.map.zones.water })),
      ).toBeVisible();
    });

    test('day 2: visitor registration and tickets are open, exhibitor and conference registration closed', async ({
      page,
    }) => {
      await page.clock.setFixedTime(myt('2026-02-05T15:10:00'));
      const openDuringShow = new Set(['publicVisitor', 'ticket']);
      for (const [index, entry] of registrationForms(lang).entries()) {
        await visit(page, entry.path);
        const form = page.getByRole('form', { name: entry.form });
        await expect(form.getByRole('button', { name: entry.submit })).toBeVisible();
        await expect(form.getByRole('note', { name: forms.copy.closed.heading })).toHaveCount(
          openDuringShow.has(formKeys[index]!) ? 0 : 1,
        );
      }
    });

    test('day 2 at 23:00: closed for the day, opening tomorrow', async ({ page }) => {
      await page.clock.setFixedTime(myt('2026-02-05T23:00:00'));
      await visit(page, localizedPath('/', lang));
      const today = page.getByRole('region', { name: home.today.heading });
      await expect(today).toContainText(home.today.closedForTheDay.split('{')[0]!);
      await expect(today).toContainText(home.today.nothingNow);
    });
  });
}

test(
  'a form left open past its closing time sends nothing and keeps what was typed',
  { tag: '@mobile' },
  async ({ page, request }, testInfo) => {
    await page.clock.setFixedTime(myt('2026-02-07T21:58:00'));
    const [, , , ticket] = registrationForms('en');
    await visit(page, ticket!.path);
    const form = page.getByRole('form', { name: ticket!.form });
    const marker = uniqueMarker(testInfo);
    await ticket!.fill(form, marker);
    await page.clock.setFixedTime(myt('2026-02-07T22:00:30'));
    await form.getByRole('button', { name: ticket!.submit }).click();
    const notice = form.getByRole('note', { name: en.forms.copy.closed.heading });
    await expect(notice).toBeFocused();
    await expect(form.getByLabel(en.forms.fieldLabels.lastName)).toHaveValue(marker);
    // The notice is the positive sign that the submit was decided: nothing went out.
    expect(await messagesWith(request, marker)).toHaveLength(0);
  },
);

for (const [lang, words] of [
  ['en', en],
  ['ms', ms],
] as const) {
  const { schedule, shell, myShow } = words;
  const [day1, day2] = schedule.days;
  const activity = (day: typeof day1, key: string) => day!.events.find((event) => event.key === key)!.activity;
  const saveFlyboard = `${shell.myShow.save} ${activity(day2, 'flyboard-show')}, ${day2!.title}`;
  // At 15:10 on the second show day, by the specification's schedule: the flyboard show (3PM) is
  // on, the morning cruise over, the jet ski (4PM) still to come, and all of day 1 over.

  test(
    `while the show is on, the schedule marks today and each event on now or over (${lang})`,
    { tag: '@mobile' },
    async ({ page }) => {
      await page.clock.setFixedTime(myt('2026-02-05T15:10:00'));
      await visit(page, localizedPath('/daily-schedule', lang));
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${day2!.title}`) })).toContainText(
        schedule.marks.today,
      );
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${day1!.title}`) })).not.toContainText(
        schedule.marks.today,
      );
      const table = (day: typeof day1) =>
        page.getByRole('table', { name: fill(schedule.caption, { day: day!.title, date: day!.dateLabel }) });
      const row = (day: typeof day1, key: string) => table(day).getByRole('row', { name: activity(day, key) });
      await expect(row(day2, 'flyboard-show')).toContainText(schedule.marks.onNow);
      await expect(row(day2, 'morning-cruise')).toContainText(schedule.marks.over);
      await expect(row(day2, 'jet-ski')).not.toContainText(schedule.marks.onNow);
      await expect(row(day2, 'jet-ski')).not.toContainText(schedule.marks.over);
      await expect(row(day1, 'sunset-cruise')).toContainText(schedule.marks.over);
      await expectNoAxeViolations(page);
    },
  );

  test(
    `once the show is over, saved items stay in My Show marked ended, and Add to calendar is gone (${lang})`,
    { tag: '@mobile' },
    async ({ page }) => {
      await visit(page, localizedPath('/daily-schedule', lang));
      await expect(page.getByText(shell.calendar.add).first()).toBeVisible();
      await page.getByRole('button', { name: saveFlyboard }).click();
      await page.clock.setFixedTime(myt('2026-02-08T09:00:00'));
      await visit(page, localizedPath('/my-show', lang));
      const item = page.getByRole('listitem').filter({ hasText: activity(day2, 'flyboard-show') });
      await expect(item).toContainText(myShow.ended);
      await visit(page, localizedPath('/daily-schedule', lang));
      await expect(page.getByText(shell.calendar.add)).toHaveCount(0);
      await expect(page.getByRole('button', { name: saveFlyboard })).toHaveAttribute('aria-pressed', 'true');
    },
  );
}
