import { expect, test, type Locator, type Page } from './show-clock';
import { en } from './content';

const { cruises } = en;
const ticketCategories = en.tickets.categories;
import {
  anySubmissionId,
  consoleLines,
  expectInboxBuild,
  expectMessages,
  failNext,
  tricky,
  uniqueMarker,
} from './mail';
import { visit } from './support';

const orderForm = (page: Page) => page.getByRole('form', { name: 'Ticket and cruise order' });

// The categories, cruises, trip times and prices are read from the content, so an organiser's
// new price or capacity keeps these tests green: two paid categories and a free one, the first
// and last cruises, and totals worked out here rather than by the form's code.
const paid = ticketCategories.filter((category) => category.priceRm > 0);
const [adultCategory, studentCategory = adultCategory] = paid;
const childCategory = ticketCategories.filter((category) => category.priceRm === 0).at(-1)!;
const adult = adultCategory!.name;
const student = studentCategory!.name;
const child = childCategory.name;
const firstCruise = cruises[0]!;
const lastCruise = cruises.at(-1)!;
const [firstTrip, lateTrip] = [firstCruise.tripTimes[0]!, firstCruise.tripTimes.at(-1)!];
const lastCruiseTrip = lastCruise.tripTimes[0]!;
/** `RM 1,140`: the site's spaced style for order lines and totals, written out here. */
const ringgit = (amount: number) => `RM ${amount.toLocaleString('en-US')}`;

async function fillBuyer(form: Locator, marker: string) {
  await form.getByLabel('First name').fill(tricky.rtl);
  await form.getByLabel('Last name').fill(marker);
  await form.getByLabel('Email').fill(`${marker}@example.com`);
  await form.getByLabel('Mobile number').fill('12-345 6789');
}

async function fillOrder(form: Locator) {
  await form.getByLabel(adult, { exact: true }).selectOption('2');
  await form.getByLabel(child, { exact: true }).selectOption('1');
  await form.getByLabel(`${firstCruise.name} pax`).selectOption('3');
  await form.getByLabel(`${firstCruise.name} trip time`).selectOption(lateTrip);
  await form.getByLabel(`${lastCruise.name} pax`).selectOption('1');
  await form.getByLabel(`${lastCruise.name} trip time`).selectOption(lastCruiseTrip);
}

const orderTotal = ringgit(2 * adultCategory!.priceRm + 3 * firstCruise.priceRm + lastCruise.priceRm);
const details = {
  mobilePhone: '+60123456789',
  // In price-table order.
  ticketDetails: ticketCategories
    .flatMap((category) =>
      category === childCategory ? [`1x ${child}`] : category === adultCategory ? [`2x ${adult}`] : [],
    )
    .join('\n'),
  cruiseDetails: `3x ${firstCruise.name} (${lateTrip})\n1x ${lastCruise.name} (${lastCruiseTrip})`,
  orderTotal,
};

test.beforeAll(() => expectInboxBuild());

test.beforeEach(async ({ page }) => {
  await visit(page, '/ticket');
});

test('an empty order shows every spec message', { tag: '@desktop' }, async ({ page }) => {
  const form = orderForm(page);
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByText('First Name is required')).toBeVisible();
  await expect(form.getByText('Last Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Valid phone number required')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText('Please select at least one ticket or cruise package');
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(adult, { exact: true }).selectOption('1');
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test(
  'the controls come from the price tables: counts 0-10, trip times per cruise, dial codes without Israel',
  { tag: '@desktop' },
  async ({ page }) => {
    const form = orderForm(page);
    for (const category of ticketCategories) {
      const select = form.getByLabel(category.name, { exact: true });
      await expect(select).toHaveValue('0');
      await expect(select.locator('option')).toHaveText(
        Array.from({ length: en.tickets.maxPerOrderLine + 1 }, (_, n) => String(n)),
      );
    }
    for (const cruise of cruises) {
      await expect(form.getByLabel(`${cruise.name} pax`).locator('option')).toHaveCount(en.tickets.maxPerOrderLine + 1);
      await expect(form.getByLabel(`${cruise.name} trip time`).locator('option')).toHaveText([
        'Select a trip time',
        ...cruise.tripTimes,
      ]);
      await expect(form.getByText(`${cruise.capacity} pax capacity per trip`)).toBeVisible();
    }
    const code = form.getByLabel('Country code');
    await expect(code).toHaveValue('+60');
    await expect(code.locator('option:checked')).toHaveText('Malaysia (+60)');
    await expect(code.locator('option', { hasText: 'Israel' })).toHaveCount(0);
    await expect(code.locator('option[value="+972"]')).toHaveCount(0);
  },
);

test('the local number keeps digits only, as typed', { tag: '@desktop' }, async ({ page }) => {
  const input = orderForm(page).getByLabel('Mobile number');
  await input.pressSequentially('abc 12-34 5(6)x7');
  await expect(input).toHaveValue('1234567');
});

test('a phone that is too short is rejected', { tag: '@desktop' }, async ({ page }) => {
  const form = orderForm(page);
  // +60 and 4 digits: a valid number is a 1-3 digit code plus at least 6 digits.
  await form.getByLabel('Mobile number').fill('1234');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByText('Valid phone number required')).toBeVisible();
});

test('a cruise with pax needs a trip time', { tag: '@desktop' }, async ({ page }) => {
  const [other, cruise] = [cruises[0]!, cruises[1] ?? cruises[0]!];
  const message = (name: string) => `Please select a trip time for ${name}`;
  const form = orderForm(page);
  await form.getByLabel(`${cruise.name} pax`).selectOption('2');
  await form.getByRole('button', { name: 'Place order' }).click();
  const trip = form.getByLabel(`${cruise.name} trip time`);
  await expect(trip).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(message(cruise.name))).toBeVisible();
  if (other !== cruise) await expect(form.getByText(message(other.name))).toHaveCount(0);
  await trip.selectOption(cruise.tripTimes[0]!);
  await expect(form.getByText(message(cruise.name))).toHaveCount(0);
});

test('the order summary prices the order live, free categories as free', async ({ page }) => {
  const form = orderForm(page);
  const summary = form.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('No tickets or cruises selected yet.');
  await expect(summary).toContainText('RM 0');
  await form.getByLabel(child, { exact: true }).selectOption('2');
  await expect(summary).toContainText(`2x ${child}Free`);
  await form.getByLabel(adult, { exact: true }).selectOption('3');
  await expect(summary).toContainText(`3x ${adult}${ringgit(3 * adultCategory!.priceRm)}`);
  await form.getByLabel(student, { exact: true }).selectOption('1');
  await form.getByLabel(`${firstCruise.name} pax`).selectOption('2');
  await form.getByLabel(`${firstCruise.name} trip time`).selectOption(firstTrip);
  await expect(summary).toContainText(`2x ${firstCruise.name} (${firstTrip})${ringgit(2 * firstCruise.priceRm)}`);
  await expect(summary.getByText('Total')).toBeVisible();
  // What each select holds now (a later choice on the same select replaces an earlier one).
  const counts = new Map([
    [child, 2],
    [adult, 3],
    [student, 1],
  ]);
  const tickets = ticketCategories.reduce((sum, { name, priceRm }) => sum + (counts.get(name) ?? 0) * priceRm, 0);
  await expect(summary).toContainText(`Total${ringgit(tickets + 2 * firstCruise.priceRm)}`);
});

test('a valid order sends the admin and buyer e-mails with the total, clears the form and shows the popup', async ({
  page,
  request,
}, testInfo) => {
  const marker = uniqueMarker(testInfo);
  const form = orderForm(page);
  await fillBuyer(form, marker);
  await fillOrder(form);
  await form.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order received' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(orderTotal);
  await expect(form.getByLabel('Last name')).toHaveValue('');
  await expect(form.getByLabel('Mobile number')).toHaveValue('');
  await expect(form.getByLabel('Country code')).toHaveValue('+60');
  await expect(form.getByLabel(adult, { exact: true })).toHaveValue('0');
  await expect(form.getByLabel(`${firstCruise.name} trip time`)).toHaveValue('');

  const [admin, visitor] = await expectMessages(request, marker, 2, page);
  expect(admin!.template_id).toBe('ticket_admin');
  expect(admin!.template_params).toEqual({
    firstName: tricky.rtl,
    lastName: marker,
    email: `${marker}@example.com`,
    ...details,
    language: 'en',
    submissionId: anySubmissionId,
  });
  expect(visitor!.template_id).toBe('ticket_visitor');
  expect(visitor!.template_params).toEqual({
    visitor_email: `${marker}@example.com`,
    visitor_name: `${tricky.rtl} ${marker}`,
    ...details,
    // Empty in a build without the registrations service: no passes to link (docs/spec-deviations.md).
    passes: '',
    submissionId: admin!.template_params.submissionId,
  });
  expect(visitor!.html).toContain('5% off');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('another dial code goes into the phone number', { tag: '@desktop' }, async ({ page, request }, testInfo) => {
  const marker = uniqueMarker(testInfo);
  const form = orderForm(page);
  await fillBuyer(form, marker);
  await form.getByLabel('Country code').selectOption({ label: 'Singapore (+65)' });
  await form.getByLabel('Mobile number').fill('91234567');
  await form.getByLabel(student, { exact: true }).selectOption('1');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order received' })).toBeVisible();
  const [admin] = await expectMessages(request, marker, 2, page);
  expect(admin!.template_params).toMatchObject({
    mobilePhone: '+6591234567',
    ticketDetails: `1x ${student}`,
    cruiseDetails: 'No cruises selected',
    orderTotal: ringgit(studentCategory!.priceRm),
  });
});

test(
  'a failed send is shown (not only logged) and Restore my details brings the whole order back',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    const marker = uniqueMarker(testInfo);
    const lines = consoleLines(page);
    await failNext(request, { match: marker, status: 400 });
    const form = orderForm(page);
    await fillBuyer(form, marker);
    await fillOrder(form);
    await form.getByRole('button', { name: 'Place order' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('There was an error submitting your order. Please try again.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(form.getByLabel(`${firstCruise.name} pax`)).toHaveValue('0');
    expect(lines.some((line) => line.includes('ticketAdmin') && line.includes('EmailJS answered 400'))).toBe(true);
    await expectMessages(request, marker, 0, page);

    await alert.getByRole('button', { name: 'Restore my details' }).click();
    await expect(form.getByLabel('Mobile number')).toHaveValue('123456789');
    await expect(form.getByLabel(`${firstCruise.name} pax`)).toHaveValue('3');
    await expect(form.getByLabel(`${firstCruise.name} trip time`)).toHaveValue(lateTrip);
    await expect(form.getByRole('region', { name: 'Order summary' })).toContainText(orderTotal);
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order received' })).toBeVisible();
    const [admin] = await expectMessages(request, marker, 2, page);
    expect(admin!.template_params).toMatchObject(details);
  },
);

test(
  'Restore my details brings back the chosen country when others share its dial code',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    const marker = uniqueMarker(testInfo);
    await failNext(request, { match: marker, status: 400 });
    const form = orderForm(page);
    const countryCode = form.getByLabel('Country code');
    await fillBuyer(form, marker);
    await countryCode.selectOption({ label: 'Canada (+1)' });
    await form.getByLabel('Mobile number').fill('4165550123');
    await form.getByLabel(student, { exact: true }).selectOption('1');
    await form.getByRole('button', { name: 'Place order' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('There was an error submitting your order.');
    await expect(countryCode.locator('option:checked')).toHaveText('Malaysia (+60)');

    await alert.getByRole('button', { name: 'Restore my details' }).click();
    // American Samoa is the first of the +1 countries in the list.
    await expect(countryCode.locator('option:checked')).toHaveText('Canada (+1)');
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order received' })).toBeVisible();
    const [admin] = await expectMessages(request, marker, 2, page);
    expect(admin!.template_params).toMatchObject({ mobilePhone: '+14165550123' });
  },
);

test('a double click orders once', { tag: '@desktop' }, async ({ page, request }, testInfo) => {
  const marker = uniqueMarker(testInfo);
  const form = orderForm(page);
  await fillBuyer(form, marker);
  await fillOrder(form);
  await form.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Order received' })).toBeVisible();
  await expectMessages(request, marker, 2, page);
});
