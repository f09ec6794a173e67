import { expect, test, type Locator } from './show-clock';
import { visit } from './support';

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

test('/daily-schedule has four day tables, 21–24 May 2025, with the programme items', async ({ page }) => {
  await visit(page, '/daily-schedule');
  const tables = page.getByRole('table');
  await expect(tables).toHaveCount(4);
  const dates = ['21 May 2025', '22 May 2025', '23 May 2025', '24 May 2025'];
  for (const [index, date] of dates.entries()) {
    const table = page.getByRole('table', { name: new RegExp(`Day ${index + 1} programme, \\w+, ${date}`) });
    await expect(table).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`Day ${index + 1}.*${date}`) })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Time' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Activity' })).toBeVisible();

    const rows = await rowsOf(table);
    const activity = (time: string) => rows.filter(([t]) => t === time).map(([, text]) => text);
    expect(rows.some(([, text]) => /^Morning cruise \(advance booking\)$/.test(text ?? ''))).toBe(true);
    expect(rows.some(([, text]) => /^Lunch cruise \(advance booking\)$/.test(text ?? ''))).toBe(true);
    expect(rows.some(([, text]) => /^Sunset cruise \(advance booking\)$/.test(text ?? ''))).toBe(true);
    expect(activity('3PM')).toEqual(['Flyboard show']);
    expect(activity('3:30PM')).toEqual(['E-foiling']);
    expect(activity('4PM')).toEqual(['Jet ski']);
    expect(activity('2PM–4PM')).toEqual(index === 0 ? [] : ['Sailing workshops (pre-registration)']);
    expect(rows.some(([, text]) => text === 'Gala dinner')).toBe(index === 2);
  }
});

test('/ticket shows the entrance prices with Free, the 5% note and the cruise packages', async ({ page }) => {
  await visit(page, '/ticket');
  const entrance = page.getByRole('table', { name: 'Entrance tickets' });
  await expect(entrance.getByRole('columnheader')).toHaveCount(2);
  const entranceRows = await rowsOf(entrance);
  expect(entranceRows.map(([name, price]) => [name, price])).toEqual([
    [expect.stringMatching(/^Entrance to RLYC/), 'Free'],
    [expect.stringMatching(/^Main Exhibition Hall & Pier - Child \(Under 12\)/), 'Free'],
    [expect.stringMatching(/^Main Exhibition Hall & Pier - Adult/), 'RM 20'],
    [expect.stringMatching(/^Main Exhibition Hall & Pier - Student\/Senior Citizen/), 'RM 10'],
  ]);
  await expect(
    page
      .getByRole('region', { name: 'Prices' })
      .getByText(/Ticket holders get 5% off\s+selected F&B, merchandise and cruise packages/),
  ).toBeVisible();

  const cruises = page.getByRole('table', { name: 'Cruise packages' });
  const cruiseRows = await rowsOf(cruises);
  expect(cruiseRows).toEqual([
    [expect.stringMatching(/^Manta Oro/), 'RM300', '60 pax', '11AM-2PM4PM-7PM'],
    [expect.stringMatching(/^Manta Blu/), 'RM300', '30 pax', '11AM-2PM4PM-7PM'],
    [expect.stringMatching(/^Damai Puteri/), 'RM200', '36 pax', '9AM-11AM1PM-3PM5PM-7PM'],
  ]);
  await expect(cruises.getByRole('rowheader', { name: /^Manta Oro/ })).toBeVisible();
  await expect(cruises.getByRole('row', { name: /Damai Puteri/ }).getByRole('listitem')).toHaveText([
    '9AM-11AM',
    '1PM-3PM',
    '5PM-7PM',
  ]);
  // Both tables fit the width: nothing is clipped or needs a sideways scroll, even on a phone.
  for (const table of [entrance, cruises]) {
    expect(await table.evaluate((node) => node.parentElement!.scrollWidth - node.parentElement!.clientWidth)).toBe(0);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
