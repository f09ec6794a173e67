import { expect, test } from './show-clock';
import { en, ms } from './content';
import { visit, watchConsole } from './support';

// The fleet, each boat's facts and its brochure are read from the content, so a boat an
// organiser adds or removes keeps these tests green.

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
/** An asking price in the site's spaced style (`RM 2,450,000`), written here, not with formatRm. */
const ringgit = (amount: number) => `RM ${amount.toLocaleString('en-US')}`;

for (const [lang, prefix, edition] of [
  ['en', '', en],
  ['ms', '/ms', ms],
] as const) {
  const boats = edition.boats.all;
  const labels = edition.boatLabels;

  test(`(${lang}) shows the whole fleet with new-tab brochures and disabled Info Coming Soon`, async ({ page }) => {
    const problems = watchConsole(page);
    await visit(page, `${prefix}/all-boats`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edition.pages.allBoats.heading);
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(boats.length);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(boats.map((boat) => boat.name));

    const pending = boats.filter((boat) => !boat.infoUrl);
    await expect(main.getByRole('button', { name: labels.infoComingSoon })).toHaveCount(pending.length);
    await expect(main.getByRole('link', { name: new RegExp(`^${labels.moreInfo}`) })).toHaveCount(
      boats.length - pending.length,
    );
    for (const boat of boats) {
      const card = main.getByRole('article', { name: boat.name, exact: true });
      await expect(card.getByRole('definition')).toHaveText([
        boat.length,
        String(boat.guests),
        String(boat.crew),
        ...(boat.priceRm === undefined ? [] : [ringgit(boat.priceRm)]),
      ]);
      if (!boat.infoUrl) {
        await expect(card.getByRole('button', { name: labels.infoComingSoon })).toBeDisabled();
        continue;
      }
      const link = card.getByRole('link', {
        name: `${labels.moreInfo} ${fill(labels.moreInfoDetail, { name: boat.name })}`,
      });
      await expect(link).toHaveAttribute('href', boat.infoUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('a boat image opens its preview popup', async ({ page }) => {
  // A boat without a brochure yet, if the fleet has one, so its popup shows the disabled button.
  const boat = en.boats.all.find((each) => !each.infoUrl) ?? en.boats.all[0]!;
  const labels = en.boatLabels;
  await visit(page, '/all-boats');
  await page.getByRole('button', { name: fill(labels.preview, { name: boat.name }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: boat.name });
  await expect(dialog).toBeVisible();
  if (boat.infoUrl) await expect(dialog.getByRole('link', { name: new RegExp(`^${labels.moreInfo}`) })).toBeVisible();
  else await expect(dialog.getByRole('button', { name: labels.infoComingSoon })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
