import { expect, test } from './show-clock';
import { en } from './content';
import { visit } from './support';

// Every heading, name and address below is the content's, so an organiser's edit keeps these
// tests green; the literals left are the specification's own facts, marked where they stand.
const { chairman, conference, introduction, marinas, strategic, workshop, site, pages } = en;
const conferenceTimetable = en.conferenceTimetable.slots;
const { perks: exhibitorPerks, benefits, callToAction } = en.exhibitorPerks;
const { spotlights: exhibitorSpotlights, spotlightSection } = en.exhibitors;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('/introduction shows the show, the three marina profiles with berths and the innovation corner', async ({
  page,
}) => {
  await visit(page, '/introduction');
  await expect(page.getByRole('heading', { level: 2, name: introduction.about.heading })).toBeVisible();
  await expect(page.getByText(site.edition.datesLabel).first()).toBeVisible();
  const profiles = page.getByRole('region', { name: introduction.marinasHeading });
  for (const marina of marinas) {
    await expect(profiles.getByRole('heading', { level: 3, name: marina.name })).toBeVisible();
    // Each profile gives its berths (the first figure).
    await expect(profiles.getByText(marina.figures[0]!.value, { exact: true }).first()).toBeVisible();
  }
  await expect(profiles.getByText(marinas[0]!.figures[0]!.label, { exact: true })).toHaveCount(marinas.length);
  await expect(profiles.getByRole('img')).toHaveCount(marinas.length);
  const corner = page.getByRole('region', { name: introduction.innovation.heading });
  for (const item of introduction.innovation.items) {
    await expect(corner.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
  }
});

test('/strategic shows partnerships, launches, the conference preview, the authority vision and contacts', async ({
  page,
}) => {
  await visit(page, '/strategic');
  const { partnerships, launches, industry, vision, contact: contactCopy } = strategic;
  for (const heading of [partnerships.heading, industry.heading, vision.heading, contactCopy.heading]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 3, name: launches.heading })).toBeVisible();
  for (const item of partnerships.items) {
    await expect(page.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
  }
  await expect(page.getByText(vision.quote)).toBeVisible();
  await expect(page.getByRole('link', { name: industry.conferenceLink.label })).toHaveAttribute(
    'href',
    industry.conferenceLink.path,
  );
  const contact = page.getByRole('region', { name: contactCopy.heading });
  await expect(contact.getByRole('link', { name: contactCopy.email })).toHaveAttribute(
    'href',
    `mailto:${contactCopy.email}`,
  );
  await expect(contact.getByRole('link', { name: new RegExp(escape(contactCopy.whatsappLabel)) })).toHaveAttribute(
    'target',
    '_blank',
  );
});

test('/chairman-insight shows the chairman message, signed, and the market insight', async ({ page }) => {
  await visit(page, '/chairman-insight');
  await expect(page.getByRole('heading', { level: 2, name: chairman.message.heading })).toBeVisible();
  await expect(page.getByText(chairman.name)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: chairman.insight.heading })).toBeVisible();
  for (const point of chairman.insight.points) {
    await expect(page.getByRole('heading', { level: 3, name: point.title })).toBeVisible();
  }
});

test('/exhibitor shows the spotlight list, every spec perk and the way to register', async ({ page }) => {
  await visit(page, '/exhibitor');
  const spotlight = page.getByRole('region', { name: spotlightSection.heading });
  for (const entry of exhibitorSpotlights) {
    await expect(spotlight.getByRole('heading', { level: 3, name: entry.name })).toBeVisible();
  }
  const benefitList = page.getByRole('region', { name: benefits.heading });
  // The specification names the six perks.
  for (const perk of [
    '2 VIP viewing gallery passes',
    '2 trade day passes',
    'Directory listing',
    'Website profile',
    '1 reserved parking spot',
    'Workshops',
  ]) {
    await expect(benefitList.getByRole('heading', { level: 3, name: perk, exact: true })).toBeVisible();
  }
  await expect(benefitList.getByRole('listitem')).toHaveCount(exhibitorPerks.length);
  const { register, prospectus } = callToAction;
  await expect(page.getByRole('link', { name: register.label, exact: true })).toHaveAttribute('href', register.path);
  await expect(page.getByRole('link', { name: prospectus.label })).toHaveAttribute('href', prospectus.href);
  await page.getByRole('link', { name: register.label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.exhibitorRegistration.heading);
});

test('/conference shows the details and the timetable of sessions with speakers', async ({ page }) => {
  await visit(page, '/conference');
  const details = page.getByRole('region', { name: conference.details.heading });
  // The specification's facts of the conference: 23 May 2025, 8AM-4PM, in Langkawi, RM350 by
  // bank transfer, the receipt e-mailed; and its parts (below).
  await expect(details).toContainText('23 May 2025');
  await expect(details).toContainText('8AM–4PM');
  await expect(details).toContainText('Langkawi');
  await expect(details).toContainText('RM350');
  await expect(details).toContainText('bank transfer');
  await expect(details).toContainText('receipt');
  await expect(details.getByRole('link', { name: conference.receiptEmail })).toHaveAttribute(
    'href',
    `mailto:${conference.receiptEmail}`,
  );
  const timetable = page.getByRole('region', { name: en.conferenceTimetable.heading });
  const slots = timetable.getByRole('list').first().locator(':scope > li');
  await expect(slots).toHaveCount(conferenceTimetable.length);
  for (const [index, slot] of conferenceTimetable.entries()) {
    await expect(slots.nth(index)).toContainText(slot.time);
    for (const session of slot.sessions) {
      await expect(slots.nth(index).getByRole('heading', { name: session.topic })).toBeVisible();
      await expect(slots.nth(index)).toContainText(session.speaker);
    }
  }
  for (const part of ['Registration', 'Keynote', 'Plenary', 'Panel', 'lunch', 'Networking']) {
    await expect(timetable).toContainText(part);
  }
});

test('/workshop-registration shows the poster with its text written out, and no form', async ({ page }) => {
  await visit(page, '/workshop-registration');
  await expect(page.getByRole('img', { name: workshop.poster.alt })).toBeVisible();
  for (const { label, value } of workshop.details) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  }
  // The specification's workshop hours: 2-4PM on days 2-4.
  await expect(page.getByText(/2PM–4PM on days two to four/)).toBeVisible();
  await expect(page.getByRole('heading', { name: workshop.howTo.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: workshop.actions.email })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${escape(workshop.contact.email)}`),
  );
  await expect(page.locator('main form')).toHaveCount(0);
});
