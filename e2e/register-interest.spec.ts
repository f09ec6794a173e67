import { expectNoAxeViolations } from './axe';
import {
  anySubmissionId,
  expectInboxBuild,
  expectMessages,
  messagesWith,
  uniqueMarker,
  type StoredMessage,
} from './mail';
import { firstVisit, waitingLine } from './offline-support';
import { expect, test, type Locator, type Page } from './show-clock';
import { visit } from './support';

// "Tell me when registration opens" (/register-interest): the form the ended phase points to.
// Its words are written out here, in both languages, so a changed message fails a test.
const words = {
  en: {
    path: '/register-interest',
    title: 'Tell Me When Registration Opens',
    form: 'Tell me when registration opens',
    submit: 'Tell me',
    name: 'Name',
    email: 'Email',
    role: 'I am a',
    roles: { Visitor: 'Visitor', Exhibitor: 'Exhibitor' },
    required: 'This field is required',
    invalidEmail: 'Please enter a valid email address',
    intro: 'We will e-mail you when registration for MYBOS 2027 opens. All fields are required.',
    sent: 'Thank you. We have sent a confirmation to your e-mail address and will write to you when registration for MYBOS 2027 opens.',
    confirmation: 'interest_confirmation',
    confirmationSubject: 'We will tell you when registration for MYBOS 2027 opens',
    closedForm: { path: '/public-registration', name: 'Public visitor registration' },
  },
  ms: {
    path: '/ms/register-interest',
    title: 'Beritahu Saya Apabila Pendaftaran Dibuka',
    form: 'Beritahu saya apabila pendaftaran dibuka',
    submit: 'Beritahu saya',
    name: 'Nama',
    email: 'E-mel',
    role: 'Saya seorang',
    roles: { Visitor: 'Pengunjung', Exhibitor: 'Pempamer' },
    required: 'Ruangan ini wajib diisi',
    invalidEmail: 'Sila masukkan alamat e-mel yang sah',
    intro:
      'Kami akan menghantar e-mel kepada anda apabila pendaftaran untuk MYBOS 2027 dibuka. Semua ruangan wajib diisi.',
    sent: 'Terima kasih. Pengesahan telah dihantar ke alamat e-mel anda, dan kami akan menghubungi anda apabila pendaftaran untuk MYBOS 2027 dibuka.',
    confirmation: 'interest_confirmation_ms',
    confirmationSubject: 'Kami akan memaklumkan anda apabila pendaftaran untuk MYBOS 2027 dibuka',
    closedForm: { path: '/ms/public-registration', name: 'Pendaftaran pengunjung awam' },
  },
} as const;

// After the show, when the site points visitors here (its default clock is the sales period).
const afterTheShow = Date.parse('2026-11-26T12:00:00+08:00');

test.beforeAll(() => expectInboxBuild());

for (const lang of ['en', 'ms'] as const) {
  const w = words[lang];
  const interestForm = (page: Page) => page.getByRole('form', { name: w.form });

  async function fillValid(form: Locator, marker: string, role: 'Visitor' | 'Exhibitor') {
    await form.getByLabel(w.name).fill(`Farah ${marker}`);
    await form.getByLabel(w.email).fill(`${marker}@example.com`);
    // The visitor picks what the form shows; the office receives the English value.
    await form.getByLabel(w.role).selectOption({ label: w.roles[role] });
  }

  test.describe(`register interest (${lang})`, () => {
    test.use({ showClock: afterTheShow });

    test('an empty submit marks every field required, next to the field, and the page has no axe violations', async ({
      page,
    }) => {
      await visit(page, w.path);
      await expect(page).toHaveTitle(new RegExp(`^${w.title}`));
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByText(w.intro)).toBeVisible();
      const form = interestForm(page);
      await form.getByRole('button', { name: w.submit }).click();
      for (const label of [w.name, w.email, w.role]) {
        const control = form.getByLabel(label);
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        const errorId = await control.getAttribute('aria-describedby');
        await expect(page.locator(`[id="${errorId}"]`)).toHaveText(w.required);
      }
      await expect(form.getByText(w.required)).toHaveCount(3);
      // Always open: no closed notice, even after the show.
      await expect(page.getByRole('note')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test(
      'whitespace is no name, and an invalid address is refused by the browser, then by our message',
      { tag: '@desktop' },
      async ({ page, request }, testInfo) => {
        const marker = uniqueMarker(testInfo);
        await visit(page, w.path);
        const form = interestForm(page);
        await fillValid(form, marker, 'Visitor');
        await form.getByLabel(w.name).fill('   ');
        await form.getByLabel(w.email).fill('farah@');
        await form.getByRole('button', { name: w.submit }).click();
        // The browser's own e-mail check stops the submit first and takes the visitor to the field.
        expect(await form.getByLabel(w.email).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
          true,
        );
        await expect(form.getByLabel(w.email)).toBeFocused();
        // Past the browser's check, the form's own messages say what is wrong.
        await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
        await form.getByRole('button', { name: w.submit }).click();
        await expect(form.getByLabel(w.email)).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByText(w.invalidEmail)).toBeVisible();
        await expect(form.getByText(w.required)).toHaveCount(1);
        await expect(form.getByLabel(w.name)).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByLabel(w.role)).not.toHaveAttribute('aria-invalid', 'true');
        expect(await messagesWith(request, marker)).toEqual([]);
      },
    );

    test(
      'a request sends the office and the person one e-mail each, with exact parameters',
      { tag: '@desktop' },
      async ({ page, request }, testInfo) => {
        const marker = uniqueMarker(testInfo);
        await visit(page, w.path);
        const form = interestForm(page);
        await fillValid(form, marker, 'Exhibitor');
        await form.getByRole('button', { name: w.submit }).click();
        await expect(form.getByRole('status')).toHaveText(w.sent);
        for (const label of [w.name, w.email, w.role]) await expect(form.getByLabel(label)).toHaveValue('');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        const [admin, confirmation] = (await expectMessages(request, marker, 2, page)) as [
          StoredMessage,
          StoredMessage,
        ];
        expect(admin.template_id).toBe('interest_admin');
        expect(admin.service_id).toBe('local_service');
        expect(admin.template_params).toEqual({
          name: `Farah ${marker}`,
          email: `${marker}@example.com`,
          role: 'Exhibitor',
          language: lang,
          nextEdition: 'MYBOS 2027',
          nextEditionYear: '2027',
          submissionId: anySubmissionId,
        });
        expect(admin.to).toBe('info@mybos.com.my');
        expect(admin.subject).toBe(`Tell me when registration opens: Farah ${marker} (Exhibitor), MYBOS 2027`);

        expect(confirmation.template_id).toBe(w.confirmation);
        expect(confirmation.template_params).toEqual({
          visitor_email: `${marker}@example.com`,
          visitor_name: `Farah ${marker}`,
          role: w.roles.Exhibitor,
          nextEdition: 'MYBOS 2027',
          submissionId: admin.template_params.submissionId,
        });
        expect(confirmation.to).toBe(`${marker}@example.com`);
        expect(confirmation.subject).toBe(w.confirmationSubject);
        // The inbox marks a parameter its template needs but the message lacks.
        for (const message of [admin, confirmation]) expect(message.html).not.toContain('missing');
      },
    );

    test("a closed registration form's notice links to the form", { tag: '@desktop' }, async ({ page }) => {
      await visit(page, w.closedForm.path);
      const notice = page.getByRole('form', { name: w.closedForm.name }).getByRole('note');
      await notice.getByRole('link', { name: w.form }).click();
      await expect(page).toHaveURL(w.path);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(interestForm(page).getByLabel(w.role)).toBeVisible();
    });
  });
}

test('the form is open before the show too', { tag: '@desktop' }, async ({ page, request }, testInfo) => {
  // The default clock: the sales period, when the registration forms are open.
  const marker = uniqueMarker(testInfo);
  await visit(page, words.en.path);
  const form = page.getByRole('form', { name: words.en.form });
  await form.getByLabel('Name').fill(`Farah ${marker}`);
  await form.getByLabel('Email').fill(`${marker}@example.com`);
  await form.getByLabel('I am a').selectOption('Visitor');
  await form.getByRole('button', { name: 'Tell me' }).click();
  await expect(form.getByRole('status')).toHaveText(words.en.sent);
  const messages = await expectMessages(request, marker, 2, page);
  expect(messages.map((message) => message.template_id)).toEqual(['interest_admin', 'interest_confirmation']);
  expect(messages[0]!.template_params.role).toBe('Visitor');
});

test.describe('offline', () => {
  // The service worker is on here, as in e2e/offline.spec.ts.
  test.use({ serviceWorkers: 'allow', showClock: afterTheShow });

  test(
    'a request made offline is kept on the device and sent once, both e-mails, when the connection is back',
    { tag: '@desktop' },
    async ({ page, context, request }, testInfo) => {
      await firstVisit(page, words.en.path);
      const marker = uniqueMarker(testInfo);
      await context.setOffline(true);
      const form = page.getByRole('form', { name: words.en.form });
      await form.getByLabel('Name').fill(`Farah ${marker}`);
      await form.getByLabel('Email').fill(`${marker}@example.com`);
      await form.getByLabel('I am a').selectOption('Visitor');
      await form.getByRole('button', { name: 'Tell me' }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText('There was an error submitting your registration. Please try again.');
      await expect(alert).toContainText('saved on this device and will be sent automatically');
      await expect(waitingLine(page)).toHaveText(/Registrations waiting to be sent: 1\./);
      expect(await messagesWith(request, marker)).toEqual([]);

      await context.setOffline(false);
      await expect(waitingLine(page)).toHaveText('Your waiting registration has been sent.');
      const messages = await expectMessages(request, marker, 2, page);
      expect(messages.map((message) => message.template_id)).toEqual(['interest_admin', 'interest_confirmation']);
      const ids = new Set(messages.map((message) => message.template_params.submissionId));
      expect(ids.size, 'one submissionId for both e-mails').toBe(1);
    },
  );
});
