import { ContentSection } from '~/components/content-section';
import { cruises } from '~/content/cruises';
import { priceLabel } from '~/content/prices';
import { ticketCategories, ticketHolderDiscountPercent } from '~/content/tickets';
import styles from './ticket.module.css';

export function PriceTables() {
  return (
    <ContentSection id="prices" heading="Prices">
      <div className={styles.tables}>
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption>Entrance tickets</caption>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col" className={styles.num}>
                  Price per ticket
                </th>
              </tr>
            </thead>
            <tbody>
              {ticketCategories.map((category) => (
                <tr key={category.name}>
                  <th scope="row">
                    {category.name}
                    {'note' in category ? <span className={styles.note}>{category.note}</span> : null}
                  </th>
                  <td className={`${styles.num} ${styles.price}`}>{priceLabel(category.priceRm)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption>Cruise packages</caption>
            <thead>
              <tr>
                <th scope="col">Cruise</th>
                <th scope="col" className={styles.num}>
                  Price per person
                </th>
                <th scope="col" className={styles.num}>
                  Capacity
                </th>
                <th scope="col">Trip times</th>
              </tr>
            </thead>
            <tbody>
              {cruises.map((cruise) => (
                <tr key={cruise.name}>
                  <th scope="row">
                    {cruise.name}
                    <span className={`${styles.note} ${styles.wideNote}`}>{cruise.description}</span>
                  </th>
                  <td className={`${styles.num} ${styles.price}`}>{priceLabel(cruise.priceRm, 'joined')}</td>
                  <td className={styles.num}>{cruise.capacity} pax</td>
                  <td>
                    <ul className={styles.trips}>
                      {cruise.tripTimes.map((time) => (
                        <li key={time}>{time}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <p className={styles.discount}>
        <strong>Ticket holders get {ticketHolderDiscountPercent}% off</strong> selected F&amp;B, merchandise and cruise
        packages.
      </p>
    </ContentSection>
  );
}
