import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { localizedPath } from '../app/lib/lang';
import { en, ms } from './content';
import { expectMessages, uniqueMarker } from './mail';
import { firstVisit } from './offline-support';
import { readQrCode } from './passes';
import { registrationForms } from './registration-forms';
import { storedWith } from './registrations-service';
import { expectServiceBuild, serviceUrl, storedRows } from './service';
import { expect, test } from './show-clock';
import { visit } from './support';

// The passes the registrations service issues, met as a registrant meets them through the site
// built with the service (playwright.config.ts, project "service"): on the confirmation, in the
// registrant's e-mail, and on the pass page, whose QR code a gate's check accepts.
test.use({ serviceWorkers: 'allow' });
test.beforeAll(() => expectServiceBuild());

const editions = { en, ms };

/** The passes the service stored for a registration: their ids and tokens. */
const storedPasses = (reference: string) =>
  storedRows('SELECT id, kind, token FROM passes WHERE reference = ?', reference) as Array<{
    id: string;
    kind: string;
    token: string;
  }>;

/** The token with one character of its claims changed: the same length, another payload. */
function withOneChangedByte(token: string) {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const at = Math.floor(payload.length / 2);
  const changed = `${payload.slice(0, at)}${payload[at] === 'A' ? 'B' : 'A'}${payload.slice(at + 1)}`;
  return `${header}.${changed}.${signature}`;
}

for (const lang of ['en', 'ms'] as const) {
  test(`(${lang}) each kind gets its passes: the confirmation links to each, the registrant's e-mail carries the links, and each opens as a QR code of a token the published keys verify`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { forms, passes } = editions[lang];
    const keys = createLocalJWKSet((await (await request.get(`${serviceUrl}/v1/passes/keys`)).json()) as JSONWebKeySet);
    await firstVisit(page);
    for (const entry of registrationForms(lang)) {
      const marker = uniqueMarker(testInfo);
      await visit(page, entry.path);
      const form = page.getByRole('form', { name: entry.form });
      await entry.fill(form, marker);
      await form.getByRole('button', { name: entry.submit }).click();

      // The confirmation links to every pass the service stored for this registration.
      const confirmation = page.getByRole('region', { name: forms.copy.passes.heading });
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toContainText(forms.copy.passes.intro);
      const [registration] = storedWith(marker);
      const stored = storedPasses(registration!.reference);
      expect(stored.length, `${entry.form}: passes issued`).toBeGreaterThan(0);
      const links = confirmation.getByRole('link');
      await expect(links).toHaveCount(stored.length);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      const pagePath = `${localizedPath('/pass', lang)}#`;
      for (const href of hrefs) expect(href.startsWith(pagePath), href).toBe(true);
      const tokens = hrefs.map((href) => href.slice(pagePath.length));
      expect([...tokens].sort()).toEqual(stored.map((pass) => pass.token).sort());
      for (const [index, link] of (await links.all()).entries()) {
        const kind = stored.find((pass) => pass.token === tokens[index])!.kind as keyof typeof passes.kinds;
        await expect(link).toContainText(passes.kinds[kind].title);
      }

      // The registrant's e-mail has a link to each, in the words of the page; the office's has none.
      const [office, own] = await expectMessages(request, marker, entry.templates.length, page);
      expect(office!.template_params).not.toHaveProperty('passes');
      expect(own!.template_params.passes).toContain(forms.copy.passes.emailIntro);
      for (const token of tokens) expect(own!.template_params.passes).toContain(`${pagePath}${token}`);
      expect(own!.html).not.toContain('missing');

      // Each verifies with the keys the service publishes; with one byte changed it does not.
      for (const token of tokens) {
        const { protectedHeader } = await compactVerify(token, keys);
        expect(protectedHeader.alg).toBe('ES256');
        await expect(compactVerify(withOneChangedByte(token), keys)).rejects.toThrow();
      }

      // The first pass opens from the confirmation: its QR code reads back to its token.
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`${pagePath}`));
      const code = page.getByRole('img', { name: passes.qrLabel, exact: true });
      expect(await readQrCode(code)).toBe(tokens[0]);
    }
  });
}
