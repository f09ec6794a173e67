import { expect, test, type Locator } from './show-clock';
import { en, ms } from './content';
import { visit } from './support';

// Every day, event, price and capacity below is read from the content (e2e/content.ts), so an
// organiser's valid edit (a new event, a cruise's new price) keeps these tests green.

/** The rows of a table as [row header, …cells] text, without the cells' controls (Save, Add to calendar). */
async function rowsOf(table: Locator) {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => {
        const text = cell.cloneNode(true) as Element;
        for (const control of text.querySelectorAll('button, details')) control.remove();
        return text.textContent?.trim() ?? '';
      }),
    ),
  );
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/**
 * A ringgit amount the way the organisers print it, written here rather than with the site's
 * formatRm so a fault there shows: hall tickets spaced (`RM 20`), cruises joined (`RM300`).
 * These two styles are fixed by the show's price list, not by the content.
 */
const ringgit = (amount: number, style: 'spaced' | 'joined') =>
  `RM${style === 'spaced' ? ' ' : ''}${amount.toLocaleString('en-US')}`;

for (const [lang, prefix, edition] of [
  ['en', '', en],
  ['ms', '/ms', ms],
] as const) {
  test(`(${lang}) /daily-schedule has a table per day of the programme, with its events in order`, async ({ page }) => {
    const { schedule } = edition;
    await visit(page, `${prefix}/daily-schedule`);
    await expect(page.getByRole('table')).toHaveCount(schedule.days.length);
    for (const day of schedule.days) {
      const table = page.getByRole('table', {
        name: fill(schedule.caption, { day: day.title, date: day.dateLabel }),
        exact: true,
      });
      await expect(table).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: `${day.title} ${day.dateLabel}`, exact: true }),
      ).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText([schedule.columns.time, schedule.columns.activity]);
      expect(await rowsOf(table)).toEqual(day.events.map((event) => [event.time, event.activity]));
    }
  });

  test(`(${lang}) /ticket shows the entrance prices with Free, the discount note and the cruise packages`, async ({
    page,
  }) => {
    const { tickets, cruises } = edition;
    const words = tickets.priceTables;
    const price = (amount: number, style: 'spaced' | 'joined') =>
      amount === 0 ? tickets.freeLabel : ringgit(amount, style);
    await visit(page, `${prefix}/ticket`);
    const entrance = page.getByRole('table', { name: words.tickets.caption });
    await expect(entrance.getByRole('columnheader')).toHaveText([words.tickets.category, words.tickets.price]);
    expect(await rowsOf(entrance)).toEqual(
      tickets.categories.map((category) => [
        'note' in category ? `${category.name}${category.note}` : category.name,
        price(category.priceRm, 'spaced'),
      ]),
    );
    await expect(
      page
        .getByRole('region', { name: words.heading })
        .getByText(`${fill(words.discount.lead, { percent: tickets.discountPercent })} ${words.discount.rest}`),
    ).toBeVisible();

    const cruiseTable = page.getByRole('table', { name: words.cruises.caption });
    expect(await rowsOf(cruiseTable)).toEqual(
      cruises.map((cruise) => [
        `${cruise.name}${cruise.description}`,
        price(cruise.priceRm, 'joined'),
        fill(words.cruises.capacityValue, { capacity: cruise.capacity }),
        cruise.tripTimeLabels.join(''),
      ]),
    );
    for (const [index, cruise] of cruises.entries()) {
      await expect(cruiseTable.locator('tbody tr').nth(index).getByRole('listitem')).toHaveText(cruise.tripTimeLabels);
    }
    // Both tables fit the width: nothing is clipped or needs a sideways scroll, even on a phone.
    for (const table of [entrance, cruiseTable]) {
      expect(await table.evaluate((node) => node.parentElement!.scrollWidth - node.parentElement!.clientWidth)).toBe(0);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
