// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonClass } from './button';
import { DataTable, numericCell } from './data-table';
import { SectionHeading } from './section-heading';
import { TableScroller } from './table-scroller';
import { renderWithContent } from './test-render';

afterEach(cleanup);

describe('DataTable', () => {
  it('is a table named by its caption, with a right-aligned column of figures', () => {
    render(
      <TableScroller labelledBy="prices-caption">
        <DataTable layout="wide">
          <caption id="prices-caption">Prices</caption>
          <thead>
            <tr>
              <th scope="col">Ticket</th>
              <th scope="col" className={numericCell}>
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Adult</th>
              <td className={numericCell}>RM 20</td>
            </tr>
          </tbody>
        </DataTable>
      </TableScroller>,
    );
    const region = screen.getByRole('region', { name: 'Prices' });
    // A keyboard user can reach the scrolling box.
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = within(region).getByRole('table', { name: 'Prices' });
    expect(within(table).getByRole('rowheader', { name: 'Adult' })).toBeDefined();
    expect(within(table).getByRole('cell', { name: 'RM 20' }).className).toBe(numericCell);
  });

  it('gives the wide layout its own class on top of the table', () => {
    render(
      <>
        <DataTable>
          <caption>Compact</caption>
        </DataTable>
        <DataTable layout="wide">
          <caption>Wide</caption>
        </DataTable>
      </>,
    );
    const compact = screen.getByRole('table', { name: 'Compact' }).className.split(' ');
    const wide = screen.getByRole('table', { name: 'Wide' }).className.split(' ');
    expect(wide).toHaveLength(compact.length + 1);
    expect(wide).toEqual(expect.arrayContaining(compact));
  });
});

describe('buttonClass', () => {
  it('composes the pill, its kind, the compact size and the page class', () => {
    const primary = buttonClass('primary').split(' ');
    const secondary = buttonClass('secondary').split(' ');
    expect(primary).toHaveLength(2);
    expect(primary[0]).toBe(secondary[0]);
    expect(primary[1]).not.toBe(secondary[1]);
    expect(buttonClass('primary', { compact: true, extra: 'mine' }).split(' ')).toEqual([
      ...primary,
      expect.any(String),
      'mine',
    ]);
  });
});

describe('SectionHeading', () => {
  it('names its section and ends the row with the view-all link', async () => {
    await renderWithContent(
      <section aria-labelledby="boats-title">
        <SectionHeading
          id="boats-title"
          heading="The fleet"
          lead="Twelve boats"
          viewAll={{ to: '/all-boats', label: 'View all boats' }}
        />
      </section>,
    );
    expect(screen.getByRole('region', { name: 'The fleet' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'The fleet' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'View all boats' }).getAttribute('href')).toBe('/all-boats');
  });

  it('shows no link without one', async () => {
    await renderWithContent(<SectionHeading id="partners" heading="Partners" />);
    expect(screen.getByRole('heading', { name: 'Partners' })).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
