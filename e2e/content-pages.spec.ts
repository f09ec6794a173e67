import { expect, test } from './show-clock';
import { en } from './content';

const { chairman, conference, introduction, strategic } = en;
const conferenceTimetable = en.conferenceTimetable.slots;
const exhibitorPerks = en.exhibitorPerks.perks;
const exhibitorSpotlights = en.exhibitors.spotlights;
import { visit } from './support';

test('/introduction shows the show, the three marina profiles with berths and the innovation corner', async ({
  page,
}) => {
  await visit(page, '/introduction');
  await expect(page.getByRole('heading', { level: 2, name: 'About MYBOS 2026' })).toBeVisible();
  await expect(page.getByText('4–7 February 2026').first()).toBeVisible();
  const profiles = page.getByRole('region', { name: 'Marina profiles' });
  for (const name of ['Royal Langkawi Yacht Club (RLYC)', 'Telaga Harbour Marina', 'Rebak Marina Langkawi']) {
    await expect(profiles.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(profiles.getByText('Wet berths')).toHaveCount(3);
  await expect(profiles.getByRole('img')).toHaveCount(3);
  const corner = page.getByRole('region', { name: 'Innovation corner' });
  for (const item of introduction.innovation.items) {
    await expect(corner.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
  }
});

test('/strategic shows partnerships, launches, the conference preview, the authority vision and contacts', async ({
  page,
}) => {
  await visit(page, '/strategic');
  for (const heading of [
    'Strategic partnerships',
    'Industry players and conference preview',
    'The authority’s vision',
    'Contact the organiser',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 3, name: 'Launch highlights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Langkawi Development Authority (LADA)' })).toBeVisible();
  await expect(page.getByText(strategic.vision.quote)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the conference programme' })).toHaveAttribute('href', '/conference');
  const contact = page.getByRole('region', { name: 'Contact the organiser' });
  await expect(contact.getByRole('link', { name: 'info@mybos.com.my' })).toHaveAttribute(
    'href',
    'mailto:info@mybos.com.my',
  );
  await expect(contact.getByRole('link', { name: /\+60 12-345 6789/ })).toHaveAttribute('target', '_blank');
});

test('/chairman-insight shows the chairman message, signed, and the market insight', async ({ page }) => {
  await visit(page, '/chairman-insight');
  await expect(page.getByRole('heading', { level: 2, name: 'A message from the chairman' })).toBeVisible();
  await expect(page.getByText(chairman.name)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Market insight' })).toBeVisible();
  for (const point of chairman.insight.points) {
    await expect(page.getByRole('heading', { level: 3, name: point.title })).toBeVisible();
  }
});

test('/exhibitor shows the spotlight list, every spec perk and the way to register', async ({ page }) => {
  await visit(page, '/exhibitor');
  const spotlight = page.getByRole('region', { name: 'Exhibitor spotlight' });
  for (const entry of exhibitorSpotlights) {
    await expect(spotlight.getByRole('heading', { level: 3, name: entry.name })).toBeVisible();
  }
  const benefits = page.getByRole('region', { name: 'Exhibitor benefits' });
  for (const perk of [
    '2 VIP viewing gallery passes',
    '2 trade day passes',
    'Directory listing',
    'Website profile',
    '1 reserved parking spot',
    'Workshops',
  ]) {
    await expect(benefits.getByRole('heading', { level: 3, name: perk, exact: true })).toBeVisible();
  }
  await expect(benefits.getByRole('listitem')).toHaveCount(exhibitorPerks.length);
  await expect(page.getByRole('link', { name: 'Register as an exhibitor' })).toHaveAttribute(
    'href',
    '/exhibitor-registration',
  );
  await expect(page.getByRole('link', { name: /exhibitor prospectus/ })).toHaveAttribute(
    'href',
    '/brochures/exhibitor-prospectus.pdf',
  );
  await page.getByRole('link', { name: 'Register as an exhibitor' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exhibitor Registration');
});

test('/conference shows the details and the timetable of sessions with speakers', async ({ page }) => {
  await visit(page, '/conference');
  const details = page.getByRole('region', { name: 'Conference details' });
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
  const timetable = page.getByRole('region', { name: 'Timetable' });
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
  await expect(page.getByRole('img', { name: /^Poster for the MYBOS sailing workshops/ })).toBeVisible();
  for (const label of ['What', 'When', 'Where']) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText(/2PM–4PM on days two to four/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to pre-register' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'E-mail to pre-register' })).toHaveAttribute(
    'href',
    /^mailto:info@mybos\.com\.my/,
  );
  await expect(page.locator('main form')).toHaveCount(0);
});
