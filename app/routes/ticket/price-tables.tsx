import { ContentSection } from '~/ui/content-section';
import type { Edition } from '~/content/edition';
import { priceOrFree } from '~/lib/format-rm';
import { fill } from '~/lib/lang';
import { DataTable, numericCell } from '~/ui/data-table';
import { TableScroller } from '~/ui/table-scroller';
import styles from './ticket.module.css';

/**
 * A trip's time range in pieces split after its dash ("4 petang–", "7 malam"), so that a narrow
 * column breaks the range there first (ticket.module.css `.trips span`).
 */
const timeRangeParts = (label: string) => label.split(/(?<=[–-])/);

export function PriceTables({ tickets, cruises }: { tickets: Edition['tickets']; cruises: Edition['cruises'] }) {
  const copy = tickets.priceTables;
  const price = (amountRm: number, style?: 'spaced' | 'joined') => priceOrFree(amountRm, tickets.freeLabel, style);

  return (
    <ContentSection id="prices" heading={copy.heading}>
      <div className={styles.tables}>
        <TableScroller labelledBy="ticket-prices-caption">
          <DataTable layout="wide">
            <caption id="ticket-prices-caption">{copy.tickets.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.tickets.category}</th>
                <th scope="col" className={numericCell}>
                  {copy.tickets.price}
                </th>
              </tr>
            </thead>
            <tbody>
              {tickets.categories.map((category) => (
                <tr key={category.name}>
                  <th scope="row">
                    {category.name}
                    {'note' in category ? <span className={styles.note}>{category.note}</span> : null}
                  </th>
                  <td className={`${numericCell} ${styles.price}`}>{price(category.priceRm)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroller>
        <TableScroller labelledBy="cruise-prices-caption">
          <DataTable layout="wide">
            <caption id="cruise-prices-caption">{copy.cruises.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.cruises.cruise}</th>
                <th scope="col" className={numericCell}>
                  {copy.cruises.price}
                </th>
                <th scope="col" className={numericCell}>
                  {copy.cruises.capacity}
                </th>
                <th scope="col">{copy.cruises.tripTimes}</th>
              </tr>
            </thead>
            <tbody>
              {cruises.map((cruise) => (
                <tr key={cruise.name}>
                  <th scope="row">
                    {cruise.name}
                    <span className={`${styles.note} ${styles.wideNote}`}>{cruise.description}</span>
                  </th>
                  <td className={`${numericCell} ${styles.price}`}>{price(cruise.priceRm, 'joined')}</td>
                  <td className={numericCell}>{fill(copy.cruises.capacityValue, { capacity: cruise.capacity })}</td>
                  <td>
                    <ul className={styles.trips}>
                      {cruise.tripTimeLabels.map((label) => (
                        <li key={label}>
                          {timeRangeParts(label).map((part) => (
                            <span key={part}>{part}</span>
                          ))}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroller>
      </div>
      <p className={styles.discount}>
        <strong>{fill(copy.discount.lead, { percent: tickets.discountPercent })}</strong> {copy.discount.rest}
      </p>
    </ContentSection>
  );
}
