import { expect, test, type Locator, type Page } from './show-clock';
import {
  anySubmissionId,
  consoleLines,
  expectInboxBuild,
  expectMessages,
  failNext,
  messagesWith,
  tricky,
  uniqueMarker,
} from './mail';
import { en } from './content';
import { visit } from './support';

const fieldLabels = [
  'Title',
  'First name',
  'Last name',
  'Email',
  'Phone number',
  'Company',
  'Designation',
  'Nationality',
];

async function fillValid(form: Locator, marker: string) {
  await form.getByLabel('Title').selectOption('Mrs.');
  await form.getByLabel('First name').fill('Siti');
  await form.getByLabel('Last name').fill(marker);
  await form.getByLabel('Email').fill(`${marker}@example.com`);
  await form.getByLabel('Phone number').fill('+60 12-345 6789');
  await form.getByLabel('Company').fill(`${tricky.html} ${tricky.emoji}`);
  await form.getByLabel('Designation').fill(tricky.rtl);
  await form.getByLabel('Nationality').selectOption('Malaysia');
}

const expectedParams = (marker: string) => ({
  title: 'Mrs.',
  firstName: 'Siti',
  lastName: marker,
  email: `${marker}@example.com`,
  phoneNumber: '+60 12-345 6789',
  company: `${tricky.html} ${tricky.emoji}`,
  designation: tricky.rtl,
  nationality: 'Malaysia',
  language: 'en',
});

async function expectCleared(form: Locator) {
  for (const label of fieldLabels) await expect(form.getByLabel(label)).toHaveValue('');
}

test.beforeAll(() => expectInboxBuild());

test.beforeEach(async ({ page }) => {
  await visit(page, '/public-registration');
});

const visitorForm = (page: Page) => page.getByRole('form', { name: 'Public visitor registration' });

test('an empty submit marks every field required, next to the field', async ({ page }) => {
  const form = visitorForm(page);
  await form.getByRole('button', { name: 'Register' }).click();
  for (const label of fieldLabels) {
    const control = form.getByLabel(label);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    const errorId = await control.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText('This field is required');
  }
  // The specification: every field of this form is required.
  await expect(form.getByText('This field is required')).toHaveCount(fieldLabels.length);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test(
  'whitespace-only input counts as empty, and limits are set on every input',
  { tag: '@desktop' },
  async ({ page }) => {
    const form = visitorForm(page);
    await form.getByLabel('First name').fill('    ');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First name')).toHaveAttribute('maxlength', '100');
    await expect(form.getByLabel('Email')).toHaveAttribute('maxlength', '254');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Phone number')).toHaveAttribute('maxlength', '20');
    await expect(form.getByLabel('Phone number')).toHaveAttribute('placeholder', '+60 12-345 6789');
    // Every country of the content's list, after the placeholder.
    await expect(form.getByLabel('Nationality').locator('option')).toHaveCount(en.countries.length + 1);
  },
);

test(
  'the browser e-mail check applies: an invalid address is not sent',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    const marker = uniqueMarker(testInfo);
    const form = visitorForm(page);
    await fillValid(form, marker);
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Register' }).click();
    expect(await form.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );
    await expect(form.getByLabel('Last name')).toHaveValue(marker);
    // The browser refused the submit and took the visitor to the field: the attempt is decided.
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(await messagesWith(request, marker)).toEqual([]);
  },
);

test('a valid registration sends one admin e-mail, clears the form and confirms inline without a popup', async ({
  page,
  request,
}, testInfo) => {
  const marker = uniqueMarker(testInfo);
  const form = visitorForm(page);
  await fillValid(form, marker);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByRole('status')).toHaveText(/Thank you for registering/);
  await expectCleared(form);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const [message] = await expectMessages(request, marker, 1, page);
  expect(message!.template_id).toBe('visitor_admin');
  expect(message!.service_id).toBe('local_service');
  expect(message!.template_params).toEqual({ ...expectedParams(marker), submissionId: anySubmissionId });
  // The inbox renders the template with the typed HTML escaped, never interpreted.
  expect(message!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
});

test(
  'a send failure shows the failure alert, and Restore my details refills the form for one-click resubmit',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    const marker = uniqueMarker(testInfo);
    await failNext(request, { match: marker, status: 400 });
    const form = visitorForm(page);
    await fillValid(form, marker);
    await form.getByRole('button', { name: 'Register' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('There was an error submitting your registration. Please try again.');
    await expectCleared(form);
    await expect(form.getByText(/Thank you for registering/)).toHaveCount(0);

    await alert.getByRole('button', { name: 'Restore my details' }).click();
    await expect(form.getByLabel('Company')).toHaveValue(`${tricky.html} ${tricky.emoji}`);
    await expect(form.getByLabel('Nationality')).toHaveValue('Malaysia');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Register' })).toBeFocused();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('status')).toHaveText(/Thank you for registering/);
    const [message] = await expectMessages(request, marker, 1, page);
    expect(message!.template_params).toEqual({ ...expectedParams(marker), submissionId: anySubmissionId });
  },
);

test(
  'a network failure is a failure too, and the log says why',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    const marker = uniqueMarker(testInfo);
    const lines = consoleLines(page);
    await failNext(request, { match: marker, status: 0 });
    const form = visitorForm(page);
    await fillValid(form, marker);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('alert')).toContainText('There was an error submitting your registration.');
    expect(lines.some((line) => line.includes('Network error'))).toBe(true);
  },
);

test(
  'validation that cannot download is a failure that keeps what was typed, without a reload',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    // The schemas arrive in their own chunk when focus first enters the form.
    await page.route(/\/assets\/validation-[\w-]+\.js$/, (route) => route.abort('failed'));
    const marker = uniqueMarker(testInfo);
    const form = visitorForm(page);
    await page.evaluate(() => Object.assign(window, { beforeSubmit: true }));
    await fillValid(form, marker);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('alert')).toContainText('There was an error submitting your registration.');
    expect(await page.evaluate(() => 'beforeSubmit' in window)).toBe(true);
    await expect(form.getByLabel('Last name')).toHaveValue(marker);
    await expect(form.getByLabel('Nationality')).toHaveValue('Malaysia');
    await expectMessages(request, marker, 0, page);
  },
);

test(
  'sending code that cannot download is a failure whose details can be restored, without a reload',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    // E-mail sending and the offline outbox are one chunk, fetched when the form is first used.
    await page.route(/\/assets\/outbox-[\w-]+\.js$/, (route) => route.abort('failed'));
    const marker = uniqueMarker(testInfo);
    const form = visitorForm(page);
    await page.evaluate(() => Object.assign(window, { beforeSubmit: true }));
    await fillValid(form, marker);
    await form.getByRole('button', { name: 'Register' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('There was an error submitting your registration.');
    await expect(alert).not.toContainText('saved on this device');
    await alert.getByRole('button', { name: 'Restore my details' }).click();
    await expect(form.getByLabel('Last name')).toHaveValue(marker);
    expect(await page.evaluate(() => 'beforeSubmit' in window)).toBe(true);
    await expectMessages(request, marker, 0, page);
  },
);

test('a double click registers once', { tag: '@desktop' }, async ({ page, request }, testInfo) => {
  const marker = uniqueMarker(testInfo);
  const form = visitorForm(page);
  await fillValid(form, marker);
  await form.getByRole('button', { name: 'Register' }).dblclick();
  await expect(form.getByRole('status')).toHaveText(/Thank you for registering/);
  await expectMessages(request, marker, 1, page);
});
