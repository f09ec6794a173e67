import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sampleOrder, sampleVisitor } from '../app/features/registration/test-samples';
import { en } from './content';
import { checkPage, origin, register, signedIn, type OfficePage, type StoredRegistration } from './office-session';
import { readQrCode } from './passes';

/**
 * The office's gate pages (issue #50) in a browser, against the service that serves them
 * (scripts/e2e-office.ts): an admin pairs phones to the hall's entrance and to a trip's gangway
 * (each code read from the page, its QR code decoded, then traded at `POST /gate/api/pair` as the
 * phone's scan page would), the phones send scans with their tokens, the Gate page counts them
 * for that day by itself, two phones that admitted one pass show as a conflict, a revoked phone
 * is refused, and staff see the gate without its admin actions. One story, in order; each page
 * passes axe at 1280 and 390 px (OFFICE_SHOTS=<folder> saves screenshots).
 */

const marker = `Gt${Date.now().toString(36)}`;
const adminEmail = `gate.admin.${marker.toLowerCase()}@mybos.example`;
const staffEmail = `gate.staff.${marker.toLowerCase()}@mybos.example`;
// The second cruise's first trip on the show's third day: office.spec.ts, which runs beside this
// one on the same service, counts the seats of the first cruise's trips.
const cruise = en.cruises[1]!;
const day = '2026-02-06';
const tripTime = cruise.tripTimes[0]!;
const gangway = `Gangway: ${cruise.name}, Fri 6 Feb ${tripTime}`;
/** A moment of that show day, in Langkawi (UTC+8), as a phone's clock writes it. */
const at = (time: string) => new Date(`${day}T${time}:00+08:00`).toISOString();

test.describe.configure({ mode: 'serial' });

type Phone = { name: string; token: string };

/** Makes a pairing code on the page for `name` at `gate` and returns it, as the admin reads it. */
async function makeCode(page: Page, name: string, gate: string) {
  const form = page.getByRole('region', { name: 'Pair a phone' });
  await form.getByLabel('Name of the phone').fill(name);
  await form.getByLabel('Gate').selectOption({ label: gate });
  await form.getByRole('button', { name: 'Make a pairing code' }).click();
  return readCode(page, name);
}

async function readCode(page: Page, name: string) {
  const form = page.getByRole('region', { name: 'Pair a phone' });
  await expect(form.getByRole('heading', { name: `Pairing code for ${name}` })).toBeFocused();
  await expect(form.getByText(/^Valid until \d{2}:\d{2}, for one phone\.$/)).toBeVisible();
  const shown = (await form.locator('.pairing-code').textContent()) ?? '';
  // Two groups of four, to read aloud; the pairing ignores the space.
  expect(shown).toMatch(/^[A-Z2-9]{4} [A-Z2-9]{4}$/);
  return shown.replace(' ', '');
}

/** The phone's side: the code traded for its own token, as /office/scan does. */
async function pair(request: APIRequestContext, code: string, name: string): Promise<Phone> {
  const response = await request.post(`${origin}/gate/api/pair`, { data: { code } });
  expect(response.status(), await response.text()).toBe(201);
  const { token, device } = (await response.json()) as { token: string; device: { name: string } };
  expect(device.name).toBe(name);
  return { name, token };
}

/** A phone sends what it admitted (offline first, so the times are its own clock's). */
async function admit(request: APIRequestContext, phone: Phone, scans: { passId: string; at: string }[]) {
  const response = await request.post(`${origin}/gate/api/scans`, {
    headers: { Authorization: `Bearer ${phone.token}` },
    data: {
      scans: scans.map((scan) => ({
        id: crypto.randomUUID(),
        passId: scan.passId,
        outcome: 'admitted',
        scannedAt: scan.at,
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { stored: number; conflicts: unknown[] };
}

/** The hall's numbers and the trip's boarding as the Gate page shows them. */
async function countsOnScreen(page: Page) {
  const hall = page.getByRole('list', { name: 'Hall', exact: true });
  const stat = async (label: string) => {
    const text = await hall.getByRole('listitem').filter({ hasText: label }).textContent();
    return Number(text?.replace(label, '').replace(/,/g, '').trim());
  };
  const boarding = await page
    .getByRole('row', { name: new RegExp(`${cruise.name}.*${tripTime}`) })
    .getByRole('cell')
    .textContent();
  const [, boarded = NaN, booked = NaN] = /^(\d+) of (\d+)$/.exec(boarding?.trim() ?? '')?.map(Number) ?? [];
  return {
    entries: await stat('Entries'),
    exits: await stat('Exits'),
    inside: await stat('Inside now'),
    boarded,
    booked,
  };
}

const passOf = (registration: StoredRegistration, kind: string) => {
  const pass = registration.passes.find((candidate) => candidate.kind === kind);
  expect(pass, `a ${kind} pass`).toBeTruthy();
  return pass!.id;
};

test.describe('the gate in the office', () => {
  let admin: OfficePage;
  // Filled by the first step, used by the next ones.
  const phones = {} as Record<'hall' | 'gangway' | 'hall2', Phone>;
  let visitor: StoredRegistration;
  let order: StoredRegistration;

  test.afterAll(async () => {
    await admin?.context.close();
  });

  test('an admin pairs a phone at the hall’s entrance and one at a gangway; each phone trades its code once', async ({
    browser,
    request,
  }) => {
    admin = await signedIn(browser, adminEmail, 'admin', `Gate admin ${marker}`);
    const { page } = admin;
    await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Gate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gate' })).toBeFocused();
    // Today when the show is on, else its first day; in the address either way.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
    const { startDate, endDate } = en.site.edition;
    const expectedDay = today >= startDate && today <= endDate ? today : startDate;
    await expect(page).toHaveURL(new RegExp(`/office/gate\\?day=${expectedDay}$`));
    await expect(page.getByLabel('Show day')).toHaveValue(expectedDay);

    await page.getByRole('link', { name: 'Gate phones' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gate phones' })).toBeFocused();

    const hallCode = await makeCode(page, 'Hall door 1', 'Hall entrance (in)');
    // The QR code carries the phone's scan page with the code, which pairs the phone that opens it.
    const qr = await readQrCode(page.getByRole('img', { name: 'QR code that pairs a phone' }));
    expect(qr).toBe(`${origin}/office/scan#pair=${hallCode}`);
    phones.hall = await pair(request, hallCode, 'Hall door 1');
    // Once: a second phone with the same code is refused.
    const again = await request.post(`${origin}/gate/api/pair`, { data: { code: hallCode.toLowerCase() } });
    expect(again.status()).toBe(400);

    // The keyboard alone: the name, Tab to the gate, Tab to the button, Enter.
    const form = page.getByRole('region', { name: 'Pair a phone' });
    await form.getByLabel('Name of the phone').fill('Gangway phone');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Gate')).toBeFocused();
    await form.getByLabel('Gate').selectOption({ label: gangway });
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Make a pairing code' })).toBeFocused();
    await page.keyboard.press('Enter');
    phones.gangway = await pair(request, await readCode(page, 'Gangway phone'), 'Gangway phone');
    await expect(form.getByRole('heading', { name: 'Pairing code for Gangway phone' })).toContainText(gangway);

    phones.hall2 = await pair(request, await makeCode(page, 'Hall door 2', 'Hall entrance (in)'), 'Hall door 2');
    await checkPage(page, 'gate-phones');

    await page.reload();
    const list = page.getByRole('region', { name: 'Phones', exact: true });
    for (const [name, gate] of [
      ['Hall door 1', 'Hall entrance (in)'],
      ['Gangway phone', gangway],
      ['Hall door 2', 'Hall entrance (in)'],
    ] as const) {
      const row = list.getByRole('row', { name: new RegExp(`^${name}`) }).filter({ hasText: adminEmail });
      await expect(row).toContainText(gate);
      await expect(row).toContainText(adminEmail);
      await expect(row.getByRole('button', { name: `Revoke ${name}` })).toBeVisible();
    }
  });

  test('the phones send their scans: the Gate page counts them for that day, by itself', async ({ request }) => {
    visitor = await register(request, 'visitor', { ...sampleVisitor, lastName: `Rahman ${marker}` });
    order = await register(request, 'ticket', {
      ...sampleOrder,
      lastName: `Mei Ling ${marker}`,
      tickets: ['0', '0', '1', '0'],
      cruises: en.cruises.map((_, index) => (index === 1 ? { pax: '2', tripTime, day } : { pax: '0', tripTime: '' })),
    });
    const { page } = admin;
    // The page's own clock, to move its ten seconds on without waiting for them.
    await page.clock.install();
    await page.goto(`/office/gate?day=${day}`);
    await expect(page.getByRole('heading', { level: 3, name: 'Gangways, Fri 6 Feb' })).toBeVisible();
    const before = await countsOnScreen(page);
    const updated = await page.getByText(/^Updated \d{2}:\d{2}:\d{2}\./).textContent();

    expect((await admit(request, phones.hall, [{ passId: passOf(visitor, 'visitor'), at: at('09:30') }])).stored).toBe(
      1,
    );
    expect((await admit(request, phones.hall, [{ passId: passOf(order, 'entrance'), at: at('09:40') }])).stored).toBe(
      1,
    );
    expect(
      (await admit(request, phones.gangway, [{ passId: passOf(order, 'boarding'), at: at('10:50') }])).stored,
    ).toBe(1);

    await page.clock.fastForward(10_000);
    await expect
      .poll(() => countsOnScreen(page))
      .toEqual({
        entries: before.entries + 2,
        exits: before.exits,
        inside: before.inside + 2,
        // The order's boarding pass lets its two seats through.
        boarded: before.boarded + 2,
        booked: before.booked,
      });
    expect(before.booked).toBeGreaterThanOrEqual(2);
    await expect(page.getByText(/^Updated \d{2}:\d{2}:\d{2}\./)).not.toHaveText(updated!);

    // The network drops: the numbers stay, saying since when; back, the page refreshes again.
    const counts = /\/office\/api\/gate\/counts/;
    await page.route(counts, (route) => route.abort());
    await page.clock.fastForward(10_000);
    const stale = page.getByText(/^Could not refresh: The office service could not be reached\./);
    await expect(stale).toBeVisible();
    expect(await countsOnScreen(page)).toMatchObject({ entries: before.entries + 2 });
    await page.unroute(counts);
    await page.clock.fastForward(10_000);
    await expect(stale).toHaveCount(0);
  });

  test('two phones admitted one pass while offline: Conflicts lists it with both, and its registration', async ({
    request,
  }) => {
    const { page } = admin;
    const before = await countsOnScreen(page);
    // Hall door 2 let the visitor in five minutes after Hall door 1 did, without an exit between.
    const sent = await admit(request, phones.hall2, [{ passId: passOf(visitor, 'visitor'), at: at('09:35') }]);
    expect(sent.conflicts).toHaveLength(1);

    await page.reload();
    const conflicts = page.getByRole('region', { name: 'Conflicts' });
    const conflict = conflicts
      .getByRole('listitem')
      .filter({ hasText: `Rahman ${marker}` })
      .first();
    await expect(conflict).toContainText('Hall entrance, Fri 6 Feb');
    await expect(conflict.getByRole('listitem')).toHaveText([
      /^Admitted by Hall door 1 at 6 Feb 2026, 09:30$/,
      /^Admitted by Hall door 2 at 6 Feb 2026, 09:35$/,
    ]);
    // A second entry counts as one, and the visitor is inside once.
    expect(await countsOnScreen(page)).toEqual({ ...before, entries: before.entries + 1 });
    await checkPage(page, 'gate');

    await conflict.getByRole('link', { name: visitor.reference.slice(0, 8) }).click();
    await expect(page).toHaveURL(new RegExp(`/office/registrations/${visitor.reference}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Rahman ${marker}`);
  });

  test('an admin revokes a phone: its token no longer opens the manifest', async ({ request }) => {
    const { page } = admin;
    const manifest = (phone: Phone) =>
      request.get(`${origin}/gate/api/manifest?day=${day}`, { headers: { Authorization: `Bearer ${phone.token}` } });
    expect((await manifest(phones.hall2)).status()).toBe(200);

    await page.goto('/office/gate/phones');
    const list = page.getByRole('region', { name: 'Phones', exact: true });
    const row = list.getByRole('row', { name: /^Hall door 2/ }).filter({ hasText: adminEmail });
    // Asked first, in place; Keep gives the focus back to the button.
    await row.getByRole('button', { name: 'Revoke Hall door 2' }).click();
    await expect(row.getByRole('button', { name: 'Yes, revoke' })).toBeFocused();
    await row.getByRole('button', { name: 'Keep' }).click();
    await expect(row.getByRole('button', { name: 'Revoke Hall door 2' })).toBeFocused();
    await row.getByRole('button', { name: 'Revoke Hall door 2' }).click();
    await row.getByRole('button', { name: 'Yes, revoke' }).click();
    await expect(list.getByRole('status')).toHaveText(
      'Hall door 2 is revoked: it can no longer read the passes nor send scans.',
    );
    await expect(list.getByRole('heading', { name: 'Phones' })).toBeFocused();
    await expect(row).toContainText(/Revoked \d+ \w+ \d{4}, \d{2}:\d{2}/);
    await expect(row.getByRole('button')).toHaveCount(0);

    const refused = await manifest(phones.hall2);
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({ error: 'device_not_paired' });
    expect((await manifest(phones.hall)).status()).toBe(200);
  });

  test('staff see the counts, the conflicts and the phones, but neither pair nor revoke', async ({ browser }) => {
    const staff = await signedIn(browser, staffEmail, 'staff', `Gate staff ${marker}`);
    try {
      const { page } = staff;
      await page.goto(`/office/gate?day=${day}`);
      await expect(page.getByRole('region', { name: 'Conflicts' })).toContainText(`Rahman ${marker}`);
      await page.getByRole('link', { name: 'Gate phones' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Gate phones' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Pair a phone' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Make a pairing code' })).toHaveCount(0);
      const list = page.getByRole('region', { name: 'Phones', exact: true });
      const row = (name: RegExp) => list.getByRole('row', { name }).filter({ hasText: adminEmail });
      await expect(row(/^Hall door 1/)).toContainText('Paired');
      await expect(row(/^Hall door 2/)).toContainText('Revoked');
      await expect(list.getByRole('button')).toHaveCount(0);
    } finally {
      await staff.context.close();
    }
  });
});
