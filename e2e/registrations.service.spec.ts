import { showDates } from '../app/features/lifecycle/show-phase';
import { fill, localizedPath, type Lang } from '../app/lib/lang';
import { tripId } from '../app/routes/ticket/form/trip-id';
import { en, ms } from './content';
import { expectNoAxeViolations } from './axe';
import { expectMessages, uniqueMarker } from './mail';
import { firstVisit } from './offline-support';
import { registrationForms } from './registration-forms';
import { bookTripDownTo, seatsLeft, storedWith } from './registrations-service';
import { expectServiceBuild } from './service';
import { expect, test, type Locator } from './show-clock';
import { visit } from './support';

// The site built with the registrations service (playwright.config.ts, project "service"):
// every registration is stored there once before its e-mails go, and the order form knows
// the seats left on each trip.
test.use({ serviceWorkers: 'allow' });
test.beforeAll(() => expectServiceBuild());

const editions = { en, ms };
const kinds = ['visitor', 'exhibitor', 'conference', 'ticket'];

for (const lang of ['en', 'ms'] as const) {
  test(`each form (${lang}) is stored once in the registrations service, then e-mailed once with its reference`, async ({
    page,
    request,
  }, testInfo) => {
    await firstVisit(page);
    for (const [index, entry] of registrationForms(lang).entries()) {
      const marker = uniqueMarker(testInfo);
      await visit(page, entry.path);
      const form = page.getByRole('form', { name: entry.form });
      await entry.fill(form, marker);
      await form.getByRole('button', { name: entry.submit }).click();
      const messages = await expectMessages(request, marker, entry.templates.length, page);
      const stored = storedWith(marker);
      expect(stored.map(({ kind, lang }) => ({ kind, lang }))).toEqual([{ kind: kinds[index], lang }]);
      for (const message of messages) expect(message.template_params.submissionId).toBe(stored[0]!.reference);
    }
  });
}

/** The order form's buyer, with `marker` in the last name and the e-mail, to find what was sent. */
async function fillBuyer(form: Locator, lang: Lang, marker: string) {
  const label = editions[lang].forms.fieldLabels;
  await form.getByLabel(label.firstName).fill('Tan');
  await form.getByLabel(label.lastName).fill(marker);
  await form.getByLabel(label.email).fill(`${marker}@example.com`);
  await form.getByLabel(label.localNumber).fill('12-345 6789');
}

/** The trips a test books: its own cruise on the show's last day, so tests never share seats. */
function tripsOf(cruiseIndex: number) {
  const cruise = en.cruises[cruiseIndex]!;
  const day = showDates(en.site.edition).at(-1)!;
  const [fullTime, shortTime] = cruise.tripTimes;
  return { cruise, day, full: fullTime!, short: shortTime! };
}

for (const [lang, cruiseIndex] of [
  ['en', en.cruises.length - 1],
  ['ms', en.cruises.length - 2],
] as const satisfies ReadonlyArray<readonly [Lang, number]>) {
  test(`the order form (${lang}) shows the seats left and "Full", and refuses an order for more seats than are left, keeping what was typed`, async ({
    page,
    request,
  }, testInfo) => {
    const { forms, cruises } = editions[lang];
    const words = forms.copy.ticket;
    const label = forms.fieldLabels;
    const { cruise, day, full, short } = tripsOf(cruiseIndex);
    const name = cruise.name;
    const timeLabel = (time: string) => cruises[cruiseIndex]!.tripTimeLabels[cruise.tripTimes.indexOf(time)] ?? time;
    await bookTripDownTo(request, { cruise: cruiseIndex, day, tripTime: full }, 0);
    const shortId = await bookTripDownTo(request, { cruise: cruiseIndex, day, tripTime: short }, 3);

    // English at a desk, Malay on a phone.
    if (lang === 'ms') await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, localizedPath('/ticket', lang));
    const form = page.getByRole('form', { name: words.label });
    const marker = uniqueMarker(testInfo);
    await fillBuyer(form, lang, marker);
    const pax = form.getByLabel(fill(words.cruisePaxLabel, { cruise: name }));
    const tripTime = form.getByLabel(fill(words.cruiseTripLabel, { cruise: name }));
    await pax.selectOption('5');
    // The day's label is the page's own: its month names (cruise-days.ts).
    const dayChoice = form.getByLabel(fill(words.cruiseDayLabel, { cruise: name }));
    await dayChoice.selectOption(day);
    const dayLabel = (await dayChoice.locator('option:checked').textContent())!;
    expect(dayLabel).toContain(editions[lang].shell.months[Number(day.slice(5, 7)) - 1]!);

    // The seats left, read from the service once the page has painted.
    const fullOption = tripTime.locator(`option[value="${full}"]`);
    await expect(fullOption).toHaveText(`${timeLabel(full)} · ${words.full}`);
    await expect(fullOption).toBeDisabled();
    await expect(tripTime.locator(`option[value="${short}"]`)).toHaveText(
      `${timeLabel(short)} · ${fill(words.seatsLeft, { left: 3 })}`,
    );

    // Five seats on a trip with three left: refused on its line, with what was typed kept.
    await tripTime.selectOption(short);
    await form.getByRole('button', { name: words.submit }).click();
    const refusal = fill(forms.messages.tripSeatsShort, {
      left: 3,
      cruise: name,
      time: timeLabel(short),
      day: dayLabel,
    });
    await expect(form.getByText(refusal)).toBeVisible();
    await expect(pax).toBeFocused();
    await expect(pax).toHaveAccessibleDescription(new RegExp(refusal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(form.getByLabel(label.lastName)).toHaveValue(marker);
    await expect(tripTime).toHaveValue(short);
    expect(storedWith(marker)).toEqual([]);
    await expectNoAxeViolations(page, 'main');

    // Three seats fit: the order is taken, stored once, and the trip is then full.
    await pax.selectOption('3');
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page.getByRole('dialog', { name: words.successTitle })).toBeVisible();
    const [office] = await expectMessages(request, marker, 2, page);
    expect(office!.template_params.cruiseDetails).toBe(`3x ${name} (${day}, ${short})`);
    expect(storedWith(marker)).toHaveLength(1);
    expect((await seatsLeft(request)).get(shortId)).toBe(0);
    expect(tripId(name, day, short)).toBe(shortId);
  });
}

test.describe('with the service not answering', () => {
  // The page's own requests, not the worker's: the route below must see them.
  test.use({ serviceWorkers: 'block' });

  test('with the service not answering its seats, the order form is as it was and the order is still taken', async ({
    page,
    request,
  }, testInfo) => {
    const { forms } = en;
    const words = forms.copy.ticket;
    await page.route('**/v1/trips', (route) => route.abort('connectionrefused'));
    const tripsAsked = page.waitForRequest('**/v1/trips');
    await visit(page, '/ticket');
    await tripsAsked;
    const form = page.getByRole('form', { name: words.label });
    const marker = uniqueMarker(testInfo);
    await fillBuyer(form, 'en', marker);
    const { cruise, day } = tripsOf(0);
    await form.getByLabel(fill(words.cruisePaxLabel, { cruise: cruise.name })).selectOption('1');
    await form.getByLabel(fill(words.cruiseDayLabel, { cruise: cruise.name })).selectOption(day);
    const tripTime = form.getByLabel(fill(words.cruiseTripLabel, { cruise: cruise.name }));
    // No seats said: each trip time as the specification lists it.
    await expect(tripTime.locator('option:not([value=""])')).toHaveText(cruise.tripTimeLabels);
    await tripTime.selectOption(cruise.tripTimes[0]!);
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page.getByRole('dialog', { name: words.successTitle })).toBeVisible();
    await expectMessages(request, marker, 2, page);
    expect(storedWith(marker)).toHaveLength(1);
  });
});
