import { expect, test, type Locator, type Page } from './show-clock';
import { anySubmissionId, expectInboxBuild, expectMessages, failNext, tricky, uniqueMarker } from './mail';
import { visit } from './support';

const required = ['Company name', 'Contact person', 'Email', 'Phone number', 'Booth size', 'Product category'];
const longRequest = `${tricky.rtl} ${'x'.repeat(1980)}`;

const exhibitorForm = (page: Page) => page.getByRole('form', { name: 'Exhibitor registration' });

async function fillValid(form: Locator, marker: string) {
  await form.getByLabel('Company name').fill(`${marker} Marine <Ltd>`);
  await form.getByLabel('Contact person').fill('Lee Wei Ming');
  await form.getByLabel('Email').fill(`${marker}@example.com`);
  await form.getByLabel('Phone number').fill('+65 9123 4567');
  await form.getByLabel('Booth size').selectOption('Custom');
  await form.getByLabel('Product category').fill(tricky.emoji);
  await form.getByLabel('Additional requests (optional)').fill(longRequest);
}

const adminParams = (marker: string) => ({
  companyName: `${marker} Marine <Ltd>`,
  contactPerson: 'Lee Wei Ming',
  email: `${marker}@example.com`,
  phoneNumber: '+65 9123 4567',
  boothSize: 'Custom',
  productCategory: tricky.emoji,
  additionalRequests: longRequest,
  language: 'en',
});

test.beforeAll(() => expectInboxBuild());

test.beforeEach(async ({ page }) => {
  await visit(page, '/exhibitor-registration');
});

test('an empty submit marks every field but additional requests as required', async ({ page }) => {
  const form = exhibitorForm(page);
  await form.getByRole('button', { name: 'Submit registration' }).click();
  for (const label of required) {
    const control = form.getByLabel(label);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    const errorId = (await control.getAttribute('aria-describedby'))!.split(' ').at(-1);
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText('This field is required');
  }
  // The specification: every field but the additional requests is required.
  await expect(form.getByText('This field is required')).toHaveCount(required.length);
  await expect(form.getByLabel('Additional requests (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Additional requests (optional)')).toHaveAttribute('maxlength', '2000');
  await expect(form.getByLabel('Booth size').locator('option')).toHaveText([
    'Select a booth size',
    '3x3m',
    '6x3m',
    'Custom',
  ]);
});

test('a valid registration sends the admin e-mail then the confirmation, clears the form and shows the popup', async ({
  page,
  request,
}, testInfo) => {
  const marker = uniqueMarker(testInfo);
  const form = exhibitorForm(page);
  await fillValid(form, marker);
  await form.getByRole('button', { name: 'Submit registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration received' });
  await expect(dialog).toBeVisible();
  for (const label of [...required, 'Additional requests (optional)'])
    await expect(form.getByLabel(label)).toHaveValue('');

  const [admin, confirmation] = await expectMessages(request, marker, 2, page);
  expect(admin!.template_id).toBe('exhibitor_admin');
  expect(admin!.template_params).toEqual({ ...adminParams(marker), submissionId: anySubmissionId });
  expect(confirmation!.template_id).toBe('exhibitor_confirmation');
  expect(confirmation!.template_params).toEqual({
    exhibitor_email: `${marker}@example.com`,
    exhibitor_name: 'Lee Wei Ming',
    company_name: `${marker} Marine <Ltd>`,
    // Empty in a build without the registrations service: no passes to link (docs/spec-deviations.md).
    passes: '',
    submissionId: admin!.template_params.submissionId,
  });
  expect(confirmation!.to).toBe(`${marker}@example.com`);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the success popup also closes on a backdrop click', { tag: '@desktop' }, async ({ page }, testInfo) => {
  const form = exhibitorForm(page);
  await fillValid(form, uniqueMarker(testInfo));
  await form.getByRole('button', { name: 'Submit registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration received' });
  await expect(dialog).toBeVisible();
  await page.mouse.click(8, 8);
  await expect(dialog).toBeHidden();
});

test(
  'an admin send failure shows the failure alert, sends no confirmation, and restores on request',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    const marker = uniqueMarker(testInfo);
    await failNext(request, { match: marker, status: 400 });
    const form = exhibitorForm(page);
    await fillValid(form, marker);
    await form.getByRole('button', { name: 'Submit registration' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('There was an error submitting your registration. Please try again.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(form.getByLabel('Company name')).toHaveValue('');
    await expectMessages(request, marker, 0, page);

    await alert.getByRole('button', { name: 'Restore my details' }).click();
    await expect(form.getByLabel('Company name')).toHaveValue(`${marker} Marine <Ltd>`);
    await expect(form.getByLabel('Booth size')).toHaveValue('Custom');
    await expect(form.getByLabel('Additional requests (optional)')).toHaveValue(longRequest);
    await form.getByRole('button', { name: 'Submit registration' }).click();
    await expect(page.getByRole('dialog', { name: 'Registration received' })).toBeVisible();
    await expectMessages(request, marker, 2, page);
  },
);

test(
  'a failed confirmation e-mail is only logged: the popup still shows',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    const marker = uniqueMarker(testInfo);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await failNext(request, { match: `"exhibitor_email":"${marker}@example.com"`, status: 400 });
    const form = exhibitorForm(page);
    await fillValid(form, marker);
    await form.getByRole('button', { name: 'Submit registration' }).click();
    await expect(page.getByRole('dialog', { name: 'Registration received' })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    const [admin] = await expectMessages(request, marker, 1, page);
    expect(admin!.template_id).toBe('exhibitor_admin');
    expect(logged.some((line) => line.includes('exhibitorConfirmation') && line.includes('EmailJS answered 400'))).toBe(
      true,
    );
  },
);

test('a double click registers once', { tag: '@desktop' }, async ({ page, request }, testInfo) => {
  const marker = uniqueMarker(testInfo);
  const form = exhibitorForm(page);
  await fillValid(form, marker);
  await form.getByRole('button', { name: 'Submit registration' }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Registration received' })).toBeVisible();
  await expectMessages(request, marker, 2, page);
});
