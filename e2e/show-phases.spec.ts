import { en, ms } from './content';

const { forms: englishForms, home: englishHome } = en;
const { forms: malayForms, home: malayHome } = ms;
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
  en: { forms: englishForms, home: englishHome, months: ['January', 'February'] },
  ms: { forms: malayForms, home: malayHome, months: ['Januari', 'Februari'] },
} as const;
// The last day each form took registrations (the content's `closes`, exclusive).
const lastDay = { publicVisitor: 7, exhibitor: 30, conference: 3, ticket: 7 } as const;
const formKeys = ['publicVisitor', 'exhibitor', 'conference', 'ticket'] as const;

test.beforeAll(() => expectInboxBuild());

for (const lang of ['en', 'ms'] as const) {
  const { forms, home, months } = content[lang];

  test.describe(`after the show (${lang})`, () => {
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
      await expectNoAxeViolations(page);
      // Under the next edition: the way to hear when its registration opens, on a page of its own.
      await page.getByRole('link', { name: home.ended.interest.label }).click();
      await expect(page).toHaveURL(localizedPath('/register-interest', lang));
      await expect(page.getByRole('form', { name: forms.copy.interest.label })).toBeVisible();
    });

    test('every form says it has closed, and when, and cannot be submitted', async ({ page }) => {
      for (const [index, entry] of registrationForms(lang).entries()) {
        const key = formKeys[index]!;
        await visit(page, entry.path);
        const form = page.getByRole('form', { name: entry.form });
        const notice = form.getByRole('note', { name: forms.copy.closed.heading });
        const month = months[key === 'exhibitor' ? 0 : 1];
        await expect(notice).toContainText(
          fill(forms.copy.closed.closedOn, { show: 'MYBOS 2026', date: `${lastDay[key]} ${month} 2026` }),
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

  test.describe(`while the show is on (${lang})`, () => {
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

test('a form left open past its closing time sends nothing and keeps what was typed', async ({
  page,
  request,
}, testInfo) => {
  await page.clock.setFixedTime(myt('2026-02-07T21:58:00'));
  const [, , , ticket] = registrationForms('en');
  await visit(page, ticket!.path);
  const form = page.getByRole('form', { name: ticket!.form });
  const marker = uniqueMarker(testInfo);
  await ticket!.fill(form, marker);
  await page.clock.setFixedTime(myt('2026-02-07T22:00:30'));
  await form.getByRole('button', { name: ticket!.submit }).click();
  const notice = form.getByRole('note', { name: englishForms.copy.closed.heading });
  await expect(notice).toBeFocused();
  await expect(form.getByLabel(englishForms.fieldLabels.lastName)).toHaveValue(marker);
  // The notice is the positive sign that the submit was decided: nothing went out.
  expect(await messagesWith(request, marker)).toHaveLength(0);
});

test('while the show is on, the schedule marks today and each event on now or over', async ({ page }) => {
  await page.clock.setFixedTime(myt('2026-02-05T15:10:00'));
  await visit(page, '/daily-schedule');
  await expect(page.getByRole('heading', { level: 2, name: /^Day 2/ })).toContainText('Today');
  await expect(page.getByRole('heading', { level: 2, name: /^Day 1/ })).not.toContainText('Today');
  const day2 = page.getByRole('table', { name: /^Day 2 programme/ });
  await expect(day2.getByRole('row', { name: /Flyboard show/ })).toContainText('On now');
  await expect(day2.getByRole('row', { name: /Morning cruise/ })).toContainText('Over');
  await expect(day2.getByRole('row', { name: /Jet ski/ })).not.toContainText(/On now|Over/);
  const day1 = page.getByRole('table', { name: /^Day 1 programme/ });
  await expect(day1.getByRole('row', { name: /Sunset cruise/ })).toContainText('Over');
  await expectNoAxeViolations(page);
});

test('once the show is over, saved items stay in My Show marked ended, and Add to calendar is gone', async ({
  page,
}) => {
  await visit(page, '/daily-schedule');
  await expect(
    page
      .getByRole('button', { name: /^Add to calendar/ })
      .or(page.getByText('Add to calendar'))
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: /Save Flyboard show, Day 2/ }).click();
  await page.clock.setFixedTime(myt('2026-02-08T09:00:00'));
  await visit(page, '/my-show');
  const item = page.getByRole('listitem').filter({ hasText: 'Flyboard show' });
  await expect(item).toContainText('Ended');
  await visit(page, '/daily-schedule');
  await expect(page.getByText('Add to calendar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Save Flyboard show, Day 2/ })).toHaveAttribute('aria-pressed', 'true');
});
