import { expect, test, type APIRequestContext, type Page } from './show-clock';
import { en, ms } from './content';

const malayForms = ms.forms;
import { fill, localizedPath } from '../app/lib/lang';
import { expectInboxBuild, expectMessages, uniqueMarker } from './mail';
import { allPages, englishPages, malayPages } from './routes';
import { visit } from './support';

const origin = 'https://www.mybos.com.my';
const otherLang = { en: 'ms', ms: 'en' } as const;

test(
  'every page is in its language, with its canonical, both alternates and its og:locale',
  {
    tag: '@desktop',
  },
  async ({ request }) => {
    for (const page of allPages) {
      const html = await (await request.get(page.path)).text();
      expect(html, page.path).toContain(`<html lang="${page.lang}"`);
      expect(html, page.path).toContain(`<link rel="canonical" href="${origin}${page.path}"/>`);
      for (const lang of ['en', 'ms'] as const) {
        const href = `${origin}${localizedPath(page.basePath, lang)}`;
        expect(html, page.path).toMatch(new RegExp(`<link rel="alternate" hreflang="${lang}" href="${href}"/>`, 'i'));
      }
      expect(html, page.path).toMatch(
        new RegExp(`<link rel="alternate" hreflang="x-default" href="${origin}${page.basePath}"/>`, 'i'),
      );
      expect(html, page.path).toContain(
        `<meta property="og:locale" content="${page.lang === 'en' ? 'en_MY' : 'ms_MY'}"/>`,
      );
    }
  },
);

test(
  'the sitemap lists both languages of every page with their alternates',
  { tag: '@desktop' },
  async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const page of allPages) {
      const entry = sitemap.match(new RegExp(`<url>\\s*<loc>${origin}${page.path}</loc>([\\s\\S]*?)</url>`))?.[1];
      expect(entry, page.path).toBeDefined();
      expect(entry).toContain(
        `hreflang="${otherLang[page.lang]}" href="${origin}${localizedPath(page.basePath, otherLang[page.lang])}"`,
      );
    }
  },
);

test(
  'every page links the same page in the other language, named in that language',
  {
    tag: '@desktop',
  },
  async ({ request }) => {
    for (const page of allPages) {
      const html = await (await request.get(page.path)).text();
      const other = otherLang[page.lang];
      const label = other === 'ms' ? 'Bahasa Melayu' : 'English';
      const href = localizedPath(page.basePath, other);
      // In the header bar and in the mobile menu.
      const switches = html.match(
        new RegExp(`<a lang="${other}" hrefLang="${other}"[^>]*href="${href}"[^>]*>.*?${label}</a>`, 'g'),
      );
      expect(switches, page.path).toHaveLength(2);
    }
  },
);

for (const english of englishPages.filter((page) => ['/', '/ticket', '/gallery-all'].includes(page.path))) {
  test(`the header switch opens ${english.path} in Malay and back`, { tag: '@desktop' }, async ({ page }) => {
    const malay = malayPages.find((candidate) => candidate.basePath === english.basePath)!;
    await visit(page, english.path);
    await page.getByRole('banner').getByRole('link', { name: 'Bahasa Melayu' }).click();
    await expect(page).toHaveURL(malay.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(malay.heading);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(english.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.heading);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

test('the mobile menu offers the other language for the same page', { tag: '@mobile' }, async ({ page }) => {
  await visit(page, '/ms/ticket');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/ticket');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown /ms path gets the Malay not-found page with status 404', { tag: '@desktop' }, async ({ page }) => {
  const response = await page.goto('/ms/tiada-halaman-ini');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ralat Aplikasi Tidak Dijangka!');
});

test(
  'the accessibility statement gives the month it was last reviewed in the page language',
  { tag: '@desktop' },
  async ({ page }) => {
    // The content stores a date; each language's page names its month in its own words.
    for (const [lang, edition] of [
      ['en', en],
      ['ms', ms],
    ] as const) {
      const [year, month] = edition.accessibility.lastReviewed.split('-').map(Number);
      const date = `${edition.shell.months[month! - 1]} ${year}`;
      await visit(page, localizedPath('/accessibility', lang));
      await expect(page.getByText(fill(edition.accessibility.reviewedLine, { date }))).toBeVisible();
    }
  },
);

/** The path of a page's prerendered route data (what client navigation fetches). */
// React Router's route data files: `/_.data` for the home page, `<path>.data` for the others.
const dataPath = (path: string) => (path === '/' ? '/_.data' : `${path}.data`);

/** Every string in a route data file (turbo-stream: a JSON array of keys and values). */
async function stringsOf(request: APIRequestContext, path: string) {
  const text = await (await request.get(dataPath(path))).text();
  const strings = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.add(value.trim());
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(text.split('\n')[0]!));
  return strings;
}

/** Everything a visitor reads or hears on the page: text (hidden panels too), names, alts, title. */
function readableText(page: Page) {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('script, style').forEach((node) => node.remove());
    const attributes = [...document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].flatMap((node) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((name) => node.getAttribute(name) ?? ''),
    );
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    return [document.title, description, body.textContent ?? '', ...attributes].join('\n');
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordIn = (phrase: string, text: string) => new RegExp(`(?<!\\p{L})${escape(phrase)}(?!\\p{L})`, 'u').test(text);

for (const malay of malayPages) {
  test(`${malay.path} shows none of the English page's words`, { tag: '@desktop' }, async ({ page, request }) => {
    // The English page's messages, less what the Malay edition itself says: proper names
    // (MYBOS, Malaysia Yachting Conference, boat and company names), numbers, addresses and
    // option values are the same in both and drop out here.
    const english = await stringsOf(request, malay.basePath);
    const malayText = [...(await stringsOf(request, malay.path))].join('\n');
    const englishOnly = [...english].filter(
      (text) => /\p{L}{3}/u.test(text) && !/^(\/|https?:|mailto:|[\w.-]+@)/.test(text) && !wordIn(text, malayText),
    );
    await visit(page, malay.path);
    const text = await readableText(page);
    expect(
      englishOnly.filter((phrase) => wordIn(phrase, text)),
      `English on ${malay.path}`,
    ).toEqual([]);
  });
}

test.describe('Malay forms', { tag: '@desktop' }, () => {
  test.beforeAll(() => expectInboxBuild());
  const { fieldLabels: label, messages, copy } = malayForms;

  test('the visitor form checks in Malay and tells the office to answer in Malay', async ({
    page,
    request,
  }, testInfo) => {
    await visit(page, '/ms/public-registration');
    const form = page.getByRole('form', { name: copy.publicVisitor.label });
    await form.getByRole('button', { name: copy.publicVisitor.submit }).click();
    await expect(form.getByText(messages.required)).toHaveCount(8);
    await expect(form.getByLabel(label.firstName)).toHaveAttribute('aria-invalid', 'true');

    const marker = uniqueMarker(testInfo);
    await form.getByLabel(label.title).selectOption({ label: 'Puan' });
    await form.getByLabel(label.firstName).fill('Siti');
    await form.getByLabel(label.lastName).fill(marker);
    await form.getByLabel(label.email).fill(`${marker}@example.com`);
    await form.getByLabel(label.phoneNumber).fill('+60 12-345 6789');
    await form.getByLabel(label.company).fill('Syarikat Laut');
    await form.getByLabel(label.designation).fill('Pengurus');
    await form.getByLabel(label.nationality).selectOption({ label: 'Malaysia' });
    await form.getByRole('button', { name: copy.publicVisitor.submit }).click();
    await expect(page.getByRole('status')).toHaveText(copy.publicVisitor.sent);
    const [admin] = await expectMessages(request, marker, 1, page);
    expect(admin!.template_id).toBe('visitor_admin');
    expect(admin!.template_params).toMatchObject({ title: 'Mrs.', nationality: 'Malaysia', language: 'ms' });
  });

  test('the exhibitor form sends the office its language and the exhibitor a Malay confirmation', async ({
    page,
    request,
  }, testInfo) => {
    await visit(page, '/ms/exhibitor-registration');
    const form = page.getByRole('form', { name: copy.exhibitor.label });
    await form.getByRole('button', { name: copy.exhibitor.submit }).click();
    await expect(form.getByText(messages.required)).toHaveCount(6);

    const marker = uniqueMarker(testInfo);
    await form.getByLabel(label.companyName).fill(`${marker} Marin`);
    await form.getByLabel(label.contactPerson).fill('Lee Wei Ming');
    await form.getByLabel(label.email).fill(`${marker}@example.com`);
    await form.getByLabel(label.phoneNumber).fill('+65 9123 4567');
    await form.getByLabel(label.boothSize).selectOption({ label: 'Saiz khas' });
    await form.getByLabel(label.productCategory).fill('Kapal layar');
    await form.getByRole('button', { name: copy.exhibitor.submit }).click();
    await expect(page.getByRole('dialog', { name: copy.exhibitor.successTitle })).toBeVisible();
    const [admin, confirmation] = await expectMessages(request, marker, 2, page);
    expect(admin!.template_params).toMatchObject({ boothSize: 'Custom', language: 'ms' });
    expect(confirmation!.template_id).toBe('exhibitor_confirmation_ms');
    expect(confirmation!.html).not.toContain('missing');
  });

  test('the conference form checks the agreement in Malay and confirms in Malay', async ({
    page,
    request,
  }, testInfo) => {
    await visit(page, '/ms/conference');
    const form = page.getByRole('form', { name: copy.conference.label });
    await form.getByRole('button', { name: copy.conference.submit }).click();
    await expect(form.getByText(messages.required)).toHaveCount(9);
    await expect(form.getByText(messages.agreement)).toBeVisible();

    const marker = uniqueMarker(testInfo);
    await form.getByLabel(label.firstName).fill('Nurul');
    await form.getByLabel(label.lastName).fill(marker);
    await form.getByLabel(label.designation).fill('Pengarah Pelabuhan');
    await form.getByLabel(label.company).fill('Pelabuhan Kedah');
    await form.getByLabel(label.businessPhone).fill('+60 4-966 1234');
    await form.getByLabel(label.mobilePhone).fill('+60 12-888 7777');
    await form.getByLabel(label.email).fill(`${marker}@example.com`);
    await form.getByLabel(label.website).fill('www.ports.example');
    await form.getByLabel(label.country).selectOption({ label: 'Singapura' });
    await form.getByLabel(copy.conference.agreementLabel).check();
    await form.getByRole('button', { name: copy.conference.submit }).click();
    await expect(page.getByRole('dialog', { name: copy.conference.successTitle })).toBeVisible();
    const [admin, visitor] = await expectMessages(request, marker, 2, page);
    expect(admin!.template_params).toMatchObject({ country: 'Singapore', language: 'ms' });
    expect(visitor!.template_id).toBe('conference_visitor_ms');
  });

  test('the ticket form checks in Malay and confirms the order in Malay', async ({ page, request }, testInfo) => {
    await visit(page, '/ms/ticket');
    const form = page.getByRole('form', { name: copy.ticket.label });
    await form.getByRole('button', { name: copy.ticket.submit }).click();
    await expect(form.getByText(messages.firstNameRequired)).toBeVisible();
    await expect(form.getByRole('alert')).toHaveText(messages.emptyOrder);
    // The first cruise of the content, its first trip, its price: an organiser's edit keeps this green.
    const cruise = ms.cruises[0]!;
    const [trip, tripLabel] = [cruise.tripTimes[0]!, cruise.tripTimeLabels[0]!];
    await form.getByLabel(fill(copy.ticket.cruisePaxLabel, { cruise: cruise.name })).selectOption('2');
    await form.getByRole('button', { name: copy.ticket.submit }).click();
    await expect(form.getByText(fill(messages.tripTime, { cruise: cruise.name }))).toBeVisible();

    const marker = uniqueMarker(testInfo);
    await form.getByLabel(label.firstName).fill('Tan');
    await form.getByLabel(label.lastName).fill(marker);
    await form.getByLabel(label.email).fill(`${marker}@example.com`);
    await form.getByLabel(label.localNumber).fill('123456789');
    await form.getByLabel(fill(copy.ticket.cruiseTripLabel, { cruise: cruise.name })).selectOption(trip);
    const summary = form.getByRole('region', { name: copy.ticket.summaryHeading });
    await expect(summary).toContainText(`2x ${cruise.name} (${tripLabel})`);
    await form.getByRole('button', { name: copy.ticket.submit }).click();
    await expect(page.getByRole('dialog', { name: copy.ticket.successTitle })).toContainText(
      `RM ${(2 * cruise.priceRm).toLocaleString('en-US')}`,
    );
    const [admin, visitor] = await expectMessages(request, marker, 2, page);
    expect(admin!.template_params).toMatchObject({ language: 'ms', ticketDetails: copy.ticket.noTickets });
    expect(visitor!.template_id).toBe('ticket_visitor_ms');
    // The buyer reads the trip time as the page wrote it; the office keeps the value the form sent.
    expect(visitor!.template_params.cruiseDetails).toBe(`2x ${cruise.name} (${tripLabel})`);
    expect(admin!.template_params.cruiseDetails).toBe(`2x ${cruise.name} (${trip})`);
  });
});
