import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { sampleDelegate, sampleInterest, sampleOrder, sampleVisitor } from '../app/features/registration/test-samples';
import { tripId } from '../app/routes/ticket/form/trip-id';
import { OFFICE_BUILD_DIR } from '../scripts/service-test-port.ts';
import { en } from './content';
import { inboxUrl, type StoredMessage } from './mail';
import {
  acceptInvite,
  checkPage,
  commandLineInvite,
  newOfficePage,
  origin,
  register as store,
  type OfficePage,
} from './office-session';

/**
 * The office (issue #49) in a browser, against the service that serves it (scripts/e2e-office.ts):
 * the first admin from `npm run office:invite`, passkeys made and used by Chromium's virtual
 * authenticator, a staff colleague invited by e-mail through the local inbox, the list's search
 * and filters, a fee marked paid, a ticket order cancelled (its seats back in the counts, its
 * passes revoked), a confirmation resent, the exports parsed back, and what staff may not do.
 * One story, in order: each step builds on the one before. Every page passes axe at 1280 and
 * 390 px; OFFICE_SHOTS=<folder> also saves a screenshot of each at both widths.
 */

const marker = `Zq${Date.now().toString(36)}`;
const adminEmail = `admin.${marker.toLowerCase()}@mybos.example`;
const staffEmail = `staff.${marker.toLowerCase()}@mybos.example`;

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => {
  expect(
    existsSync(join(OFFICE_BUILD_DIR, 'index.html')),
    'the office is not built: run "npm run build:office" first',
  ).toBe(true);
});

/** A registration stored through the service's own API: its reference. */
const register = async (...args: Parameters<typeof store>) => (await store(...args)).reference;

async function inbox(request: APIRequestContext): Promise<StoredMessage[]> {
  const response = await request.get(`${inboxUrl}/api/messages`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredMessage[];
}

/** The list's rows as the page shows them: reference, name, e-mail, company, status. */
async function rowsOnScreen(page: Page) {
  // The list has loaded (a page just opened draws it once its data is in).
  await expect(page.locator('#total')).toBeVisible();
  return page.locator('table.registrations tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cell = (label: string) => row.querySelector(`[data-label="${label}"]`)?.textContent?.trim() ?? '';
      return {
        reference: row.getAttribute('data-reference') ?? '',
        name: cell('Name'),
        email: cell('E-mail'),
        company: cell('Company'),
        status: cell('Status').toLowerCase(),
      };
    }),
  );
}

/** RFC 4180 CSV (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

/** The first sheet of an XLSX file as rows of text (inline and shared strings, numbers). */
function parseXlsx(bytes: Uint8Array): string[][] {
  const files = unzipSync(bytes);
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  const shared = files['xl/sharedStrings.xml']
    ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) =>
        unescapeXml([...match[1]!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')),
      )
    : [];
  const column = (ref: string) => [...ref.replace(/\d+/g, '')].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((rowMatch) => {
    const cells: string[] = [];
    for (const cellMatch of rowMatch[1]!.matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cellMatch[1]!;
      const inner = cellMatch[2] ?? '';
      const ref = /r="([A-Z]+\d+)"/.exec(attributes)?.[1];
      const type = /t="(\w+)"/.exec(attributes)?.[1];
      const text = [...inner.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('');
      const value = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1] ?? '';
      const cell =
        type === 'inlineStr' ? unescapeXml(text) : type === 's' ? (shared[Number(value)] ?? '') : unescapeXml(value);
      cells[ref ? column(ref) : cells.length] = cell;
    }
    return Array.from(cells, (cell) => cell ?? '');
  });
}

/** An exported table's rows, as the list compares them. */
function exported(rows: string[][]) {
  const [header, ...body] = rows;
  const at = (name: string) => header!.indexOf(name);
  expect(at('reference')).toBeGreaterThanOrEqual(0);
  return body
    .filter((row) => row.some((cell) => cell !== ''))
    .map((row) => ({
      reference: row[at('reference')]!,
      name: row[at('name')]!,
      email: row[at('email')]!,
      company: row[at('company')]!,
      status: row[at('status')]!,
    }));
}

async function download(page: Page, name: RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

test('the office serves its pages with their own CSP, and the sign-in page passes axe', async ({ page, request }) => {
  const response = await request.get(`${origin}/office/registrations`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/office/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · MYBOS Office');
  await checkPage(page, 'sign-in');
  expect(violations).toEqual([]);
});

test.describe('with the office API', () => {
  let admin: OfficePage;
  const refs: Record<string, string> = {};
  // Manta Oro's 4PM-7PM trip on the show's first day (service/test-support/samples.ts).
  const ticketTrip = { cruise: 0, day: '2026-02-05', tripTime: '4PM-7PM' };

  test.afterAll(async () => {
    await admin?.context.close();
  });

  test('the first admin: a one-time link from npm run office:invite, a passkey, signed in', async ({ browser }) => {
    const link = commandLineInvite(adminEmail, 'admin');
    admin = await newOfficePage(browser);
    const { page } = admin;
    // Signed out, every page leads to the sign-in, which would come back to it afterwards.
    await page.goto('/office/');
    await expect(page).toHaveURL(/\/office\/sign-in\?next=%2Fregistrations$/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Accept the invitation' })).toBeVisible();
    await expect(page.getByText(adminEmail)).toBeVisible();
    await checkPage(page, 'invite');
    await page.getByLabel('Your name').fill(`Admin ${marker}`);
    await page.getByRole('button', { name: 'Create passkey' }).click();
    await expect(page).toHaveURL(/\/office\/registrations$/);
    await expect(page.getByText(`Admin ${marker}`)).toBeVisible();
  });

  test('registrations: search, filters in the URL, and the next page by the cursor', async ({ request }) => {
    refs.conference = await register(request, 'conference', { ...sampleDelegate, lastName: `Hassan ${marker}` });
    refs.conference2 = await register(request, 'conference', {
      ...sampleDelegate,
      firstName: 'Farah',
      lastName: `Ismail ${marker}`,
      email: `farah.${marker.toLowerCase()}@ports.example`,
    });
    refs.visitor = await register(request, 'visitor', { ...sampleVisitor, lastName: `Rahman ${marker}` }, 'ms');
    refs.ticket = await register(request, 'ticket', {
      ...sampleOrder,
      lastName: `Mei Ling ${marker}`,
      tickets: ['0', '0', '2', '1'],
      cruises: en.cruises.map((_, index) =>
        index === ticketTrip.cruise
          ? { pax: '2', tripTime: ticketTrip.tripTime, day: ticketTrip.day }
          : { pax: '0', tripTime: '' },
      ),
    });
    const { page } = admin;
    await page.goto('/office/registrations');
    await page.getByRole('searchbox', { name: 'Search' }).fill(marker);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?search=${marker}$`));
    await expect(page.getByText('4 registrations match')).toBeVisible();
    expect((await rowsOnScreen(page)).map((row) => row.reference).sort()).toEqual(Object.values(refs).sort());
    await checkPage(page, 'registrations');

    await page.getByLabel('Kind').selectOption('conference');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?search=${marker}&kind=conference$`));
    await expect(page.getByText('2 registrations match')).toBeVisible();
    expect((await rowsOnScreen(page)).map((row) => row.reference).sort()).toEqual(
      [refs.conference, refs.conference2].sort(),
    );
    // Back keeps the filters of the page before, and a reload those of this one.
    await page.goBack();
    await expect(page.getByText('4 registrations match')).toBeVisible();
    await expect(page.getByLabel('Kind')).toHaveValue('');
    await page.goForward();
    await page.reload();
    await expect(page.getByLabel('Kind')).toHaveValue('conference');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(marker);

    await page.goto(`/office/registrations?search=${marker}&lang=ms`);
    expect((await rowsOnScreen(page)).map((row) => row.reference)).toEqual([refs.visitor]);

    // More registrations than a page (50): "Show more" pages on by the cursor.
    const many = `Mny${Math.random().toString(36).slice(2, 10)}`;
    await Promise.all(
      Array.from({ length: 52 }, (_, index) =>
        register(request, 'interest', {
          ...sampleInterest,
          name: `${many} ${index}`,
          email: `many${index}@example.com`,
        }).catch(() => undefined),
      ),
    );
    await page.goto(`/office/registrations?search=${many}`);
    const total = Number((await page.locator('#total').textContent())?.match(/[\d,]+/)?.[0]?.replace(',', ''));
    if (total > 50) {
      await expect(page.locator('table.registrations tbody tr')).toHaveCount(50);
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect(page.locator('table.registrations tbody tr')).toHaveCount(total);
      const references = await page
        .locator('table.registrations tbody tr')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-reference')));
      expect(new Set(references).size).toBe(total);
    }
  });

  test('an admin marks a conference fee paid, with the transfer reference, and unpaid again', async () => {
    const { page } = admin;
    await page.goto(`/office/registrations?search=${marker}&kind=conference&fee=outstanding`);
    await expect(page.getByText('2 registrations match')).toBeVisible();
    await page.getByRole('link', { name: `Nurul Hassan ${marker}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Nurul Hassan ${marker}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await checkPage(page, 'registration-conference');
    const fee = page.getByRole('region', { name: 'Conference fee' });
    await fee.getByRole('button', { name: 'Mark paid' }).click();
    await expect(fee.getByRole('alert')).toHaveText(/transfer reference/i);
    await fee.getByLabel('Transfer reference').fill('MBB-2026-0042');
    await fee.getByRole('button', { name: 'Mark paid' }).click();
    await expect(fee.getByRole('status')).toHaveText('The fee is marked paid, transfer MBB-2026-0042.');
    await expect(fee.getByText('MBB-2026-0042', { exact: true })).toBeVisible();
    await expect(fee.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toContainText(`Fee marked paid by ${adminEmail}`);
    // A wrong reference is corrected by marking unpaid, then paid again: both in the history.
    await fee.getByRole('button', { name: 'Mark unpaid' }).click();
    await expect(fee.getByRole('status')).toHaveText('The fee is marked unpaid.');
    await expect(fee.getByText('Outstanding', { exact: true })).toBeVisible();
    await fee.getByLabel('Transfer reference').fill('MBB-2026-0043');
    await fee.getByRole('button', { name: 'Mark paid' }).click();
    await expect(fee.getByRole('status')).toHaveText('The fee is marked paid, transfer MBB-2026-0043.');
    await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(3);
    await page.goto(`/office/registrations?search=${marker}&fee=paid`);
    expect((await rowsOnScreen(page)).map((row) => row.reference)).toEqual([refs.conference]);
  });

  test('an admin moves a booking to another trip by keyboard alone: seats move, a new boarding pass replaces the old', async ({
    request,
  }) => {
    const { page } = admin;
    const cruise = en.cruises[ticketTrip.cruise]!;
    const toTime = cruise.tripTimes.find((time) => time !== ticketTrip.tripTime)!;
    const fromId = tripId(cruise.name, ticketTrip.day, ticketTrip.tripTime);
    const toId = tripId(cruise.name, ticketTrip.day, toTime);
    const reference = await register(request, 'ticket', {
      ...sampleOrder,
      // Not named with the marker: the later steps count the marker's registrations.
      lastName: 'Tan Boon Hock',
      tickets: ['0', '0', '0', '0'],
      cruises: en.cruises.map((_, index) =>
        index === ticketTrip.cruise
          ? { pax: '3', tripTime: ticketTrip.tripTime, day: ticketTrip.day }
          : { pax: '0', tripTime: '' },
      ),
    });
    const leftOn = async (id: string) =>
      Number(await page.locator(`tr[data-trip="${id}"] [data-label="Left"]`).textContent());
    await page.goto('/office/counts');
    const before = { from: await leftOn(fromId), to: await leftOn(toId) };

    await page.goto(`/office/registrations/${reference}`);
    const bookings = page.getByRole('region', { name: 'Bookings' });
    await expect(bookings).toContainText(`${ticketTrip.tripTime} · 3 seats`);
    const passes = page.getByRole('region', { name: 'Passes' });
    await expect(passes.getByText('Valid')).toHaveCount(1);
    // The keyboard alone: the select takes focus, an arrow chooses the trip, Tab and Enter send.
    const select = bookings.getByLabel('Move to trip');
    await select.focus();
    for (let step = 0; step < 20 && (await select.inputValue()) !== toId; step++)
      await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue(toId);
    await page.keyboard.press('Tab');
    await expect(bookings.getByRole('button', { name: 'Change trip' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(bookings).toContainText(`${toTime} · 3 seats`);
    await expect(passes.getByText('Valid')).toHaveCount(1);
    await expect(passes.getByText('Revoked')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'History' })).toContainText(adminEmail);

    await page.goto('/office/counts');
    expect({ from: await leftOn(fromId), to: await leftOn(toId) }).toEqual({
      from: before.from + 3,
      to: before.to - 3,
    });
  });

  test('an admin cancels a ticket order: its seats come back in the counts, its passes are revoked', async () => {
    const { page } = admin;
    const id = tripId(en.cruises[ticketTrip.cruise]!.name, ticketTrip.day, ticketTrip.tripTime);
    const leftOf = async () => {
      await page.goto('/office/counts');
      return Number(await page.locator(`tr[data-trip="${id}"] [data-label="Left"]`).textContent());
    };
    const before = await leftOf();
    await checkPage(page, 'counts');
    await page.goto(`/office/registrations/${refs.ticket}`);
    const passes = page.getByRole('region', { name: 'Passes' });
    await expect(passes.getByText('Valid').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bookings' })).toContainText('2 seats');
    await checkPage(page, 'registration-ticket');
    const cancel = page.getByRole('region', { name: 'Cancel' });
    await cancel.getByRole('button', { name: 'Cancel registration…' }).click();
    await expect(cancel.getByText('Cancel this registration?')).toBeFocused();
    await cancel.getByRole('button', { name: 'Keep it' }).click();
    await expect(cancel.getByRole('button', { name: 'Cancel registration…' })).toBeFocused();
    await cancel.getByRole('button', { name: 'Cancel registration…' }).click();
    await cancel.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.locator('.title-row .badge')).toHaveText('Cancelled');
    await expect(passes.getByText('Valid')).toHaveCount(0);
    expect(await passes.getByText('Revoked').count()).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Cancelled by');
    expect(await leftOf()).toBe(before + 2);
  });

  test('resending a confirmation: it arrives in the inbox and is listed on the registration', async ({ request }) => {
    const { page } = admin;
    // The site's tests send to the same inbox meanwhile: only this visitor's e-mails are counted.
    const visitorsEmails = async () =>
      (await inbox(request)).filter((message) => JSON.stringify(message.template_params).includes(`Rahman ${marker}`));
    const before = (await visitorsEmails()).length;
    await page.goto(`/office/registrations/${refs.visitor}`);
    const emails = page.getByRole('region', { name: 'E-mails' });
    await emails.getByRole('button', { name: 'Resend confirmation' }).click();
    await expect(emails.getByRole('status')).toContainText('The confirmation is sent again');
    await expect.poll(async () => (await visitorsEmails()).length).toBe(before + 1);
    await expect(emails.getByRole('listitem')).toHaveCount(1);
    await expect(emails.getByRole('listitem')).toContainText('Sent');
    await expect(emails.getByRole('listitem')).toContainText(adminEmail);
  });

  test('the exports, CSV and XLSX, parsed back, hold the list on screen', async () => {
    const { page } = admin;
    await page.goto(`/office/registrations?search=${marker}`);
    await expect(page.getByText('4 registrations match')).toBeVisible();
    const onScreen = await rowsOnScreen(page);
    const csv = await download(page, /Export CSV/);
    expect(csv.name).toMatch(/\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const fromCsv = exported(parseCsv(csv.bytes.subarray(3).toString('utf8')));
    const xlsx = await download(page, /Export XLSX/);
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const fromXlsx = exported(parseXlsx(new Uint8Array(xlsx.bytes)));
    const comparable = (rows: typeof onScreen) =>
      rows.map((row) => ({ ...row, company: row.company || '' })).sort((a, b) => (a.reference < b.reference ? -1 : 1));
    expect(comparable(fromCsv)).toEqual(comparable(onScreen));
    expect(comparable(fromXlsx)).toEqual(comparable(onScreen));
  });

  test('an admin invites a staff colleague by e-mail; staff sign in, read, resend, and see no admin action', async ({
    browser,
    request,
  }) => {
    const { page } = admin;
    await page.goto('/office/people');
    await checkPage(page, 'people');
    await page.getByLabel('E-mail address').fill(staffEmail);
    await page.getByLabel('Role').selectOption('staff');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invitation sent' })).toHaveText(
      `Invitation sent to ${staffEmail} (staff).`,
    );
    await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(staffEmail);
    let message: StoredMessage | undefined;
    await expect
      .poll(async () => {
        message = (await inbox(request)).find((candidate) => candidate.template_params.email === staffEmail);
        return message?.template_id;
      })
      .toBe('office_invite');
    const link = message!.template_params.link!;
    expect(link).toMatch(new RegExp(`^${origin}/office/invite#`));

    const staff = await newOfficePage(browser);
    try {
      await acceptInvite(staff.page, link, `Staff ${marker}`);
      const nav = staff.page.getByRole('navigation', { name: 'Office' });
      await expect(nav.getByRole('link', { name: 'People' })).toHaveCount(0);
      await expect(staff.page.getByRole('link', { name: /Export/ })).toHaveCount(0);
      await staff.page.goto(`/office/registrations/${refs.conference2}`);
      await expect(staff.page.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
      await expect(staff.page.getByRole('button', { name: /Cancel registration/ })).toHaveCount(0);
      await expect(staff.page.getByRole('button', { name: 'Resend confirmation' })).toBeVisible();
      await checkPage(staff.page, 'registration-as-staff');
      // The People page is the admins': staff who type its address land on the list.
      await staff.page.goto('/office/people');
      await expect(staff.page).toHaveURL(/\/office\/registrations$/);

      // Signed out everywhere, the passkey signs them in again.
      await staff.page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(staff.page).toHaveURL(/\/office\/sign-in/);
      await expect(staff.page.getByRole('status')).toHaveText('You are signed out on every device.');
      await staff.page.goto('/office/counts');
      await expect(staff.page).toHaveURL(/\/office\/sign-in\?next=%2Fcounts$/);
      await staff.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(staff.page).toHaveURL(/\/office\/counts$/);
      await expect(staff.page.getByText(`Staff ${marker}`)).toBeVisible();
    } finally {
      await staff.context.close();
    }

    // The admin sees the colleague among the users, and may remove them.
    await page.reload();
    const users = page.getByRole('region', { name: 'Office users' });
    await expect(users).toContainText(staffEmail);
    await users.getByRole('button', { name: `Remove ${staffEmail}` }).click();
    await users.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(users.getByRole('status')).toContainText(`${staffEmail} is removed`);
    await expect(users.getByRole('table').getByText(staffEmail)).toHaveCount(0);
  });

  test('signing out: the page goes to the sign-in, and the office is closed to the old session', async () => {
    const { page } = admin;
    await page.goto('/office/counts');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/office\/sign-in\?signed-out=here$/);
    await expect(page.getByRole('status')).toHaveText('You are signed out.');
    const session = await page.request.get(`${origin}/office/api/session`);
    expect(session.status()).toBe(401);
  });
});
