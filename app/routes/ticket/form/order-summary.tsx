import type { Edition } from '~/content/edition';
import { formatRm, priceOrFree } from '~/lib/format-rm';
import type { Order } from './order';
import styles from './ticket-order.module.css';

/** The order as priced from the page's own tables; the same figures go into the e-mails. */
export function OrderSummary({
  forms,
  order,
  headingId,
}: {
  forms: Edition['forms'];
  order: Order;
  headingId: string;
}) {
  const { copy, freeLabel } = forms;
  const empty = order.tickets.length === 0 && order.cruises.length === 0;
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.summaryHeading}>
        {copy.ticket.summaryHeading}
      </h3>
      {empty ? (
        <p className={styles.summaryEmpty}>{copy.ticket.emptySummary}</p>
      ) : (
        <ul className={styles.lines}>
          {order.tickets.map((line) => (
            <li key={line.name} className={styles.line}>
              <span>
                {line.quantity}x {line.name}
              </span>
              <span className={styles.amount}>{priceOrFree(line.subtotalRm, freeLabel)}</span>
            </li>
          ))}
          {order.cruises.map((line) => (
            <li key={line.name} className={styles.line}>
              <span>
                {line.quantity}x {line.name}
                {line.tripTime ? ` (${line.dayLabel ? `${line.dayLabel}, ` : ''}${line.tripTimeLabel})` : ''}
              </span>
              <span className={styles.amount}>{priceOrFree(line.subtotalRm, freeLabel)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.total}>
        <span>{copy.ticket.totalLabel}</span>
        <span className={styles.amount}>{formatRm(order.totalRm)}</span>
      </p>
    </section>
  );
}
