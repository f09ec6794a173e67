import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { OfficeCounts } from '../../office/counts';
import { load } from '../api';
import { day, kindNames, rm, shortDay } from '../format';
import { usePageTitle } from '../shell/shell';

export const countsLoader = ({ request }: LoaderFunctionArgs) => load<OfficeCounts>('/counts', request);

/** The show at a glance: registrations per kind and per day, tickets, seats, conference fees. */
export function CountsPage() {
  usePageTitle('Counts');
  const counts = useLoaderData() as OfficeCounts;
  const { registrations, tickets, trips, conferenceFees: fees } = counts;
  return (
    <div className="page">
      <h1 tabIndex={-1}>Counts</h1>
      <ul className="stats" aria-label="Registrations in all">
        <li className="stat">
          <span className="stat__value">{registrations.received.toLocaleString('en-MY')}</span>
          <span className="stat__label">registrations received</span>
        </li>
        <li className="stat">
          <span className="stat__value">{registrations.cancelled.toLocaleString('en-MY')}</span>
          <span className="stat__label">cancelled</span>
        </li>
        <li className="stat">
          <span className="stat__value">{rm(fees.paid.rm)}</span>
          <span className="stat__label">conference fees paid</span>
        </li>
        <li className="stat">
          <span className="stat__value">{rm(fees.outstanding.rm)}</span>
          <span className="stat__label">conference fees outstanding</span>
        </li>
      </ul>

      <div className="detail-grid">
        <section className="panel" aria-labelledby="kinds-heading">
          <h2 id="kinds-heading">Per kind</h2>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col" className="num">
                  Received
                </th>
                <th scope="col" className="num">
                  Cancelled
                </th>
              </tr>
            </thead>
            <tbody>
              {registrations.byKind.map((row) => (
                <tr key={row.kind}>
                  <th scope="row">
                    <Link to={`/registrations?kind=${row.kind}`}>{kindNames[row.kind] ?? row.kind}</Link>
                  </th>
                  <td className="num">{row.received}</td>
                  <td className="num">{row.cancelled}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">All</th>
                <td className="num">{registrations.received}</td>
                <td className="num">{registrations.cancelled}</td>
              </tr>
            </tfoot>
          </table>
        </section>

        <section className="panel" aria-labelledby="days-heading">
          <h2 id="days-heading">Per day received</h2>
          {registrations.byDay.length === 0 ? (
            <p className="empty">None yet.</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col" className="num">
                    Registrations
                  </th>
                </tr>
              </thead>
              <tbody>
                {registrations.byDay.map((row) => (
                  <tr key={row.day}>
                    <th scope="row">
                      <Link to={`/registrations?day=${row.day}`}>{day(row.day)}</Link>
                    </th>
                    <td className="num">{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section className="panel" aria-labelledby="tickets-heading">
          <h2 id="tickets-heading">Tickets per category</h2>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col" className="num">
                  Tickets
                </th>
              </tr>
            </thead>
            <tbody>
              {tickets.map((row) => (
                <tr key={row.category}>
                  <th scope="row">{row.name.en}</th>
                  <td className="num">{row.tickets}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className="panel" aria-labelledby="fees-heading">
          <h2 id="fees-heading">Conference fees</h2>
          <p className="hint">At {rm(fees.feeRm)} a registration.</p>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Fees</th>
                <th scope="col" className="num">
                  Registrations
                </th>
                <th scope="col" className="num">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">
                  <Link to="/registrations?fee=paid">Paid</Link>
                </th>
                <td className="num">{fees.paid.count}</td>
                <td className="num">{rm(fees.paid.rm)}</td>
              </tr>
              <tr>
                <th scope="row">
                  <Link to="/registrations?fee=outstanding">Outstanding</Link>
                </th>
                <td className="num">{fees.outstanding.count}</td>
                <td className="num">{rm(fees.outstanding.rm)}</td>
              </tr>
              <tr>
                <th scope="row">Paid, then cancelled (to refund)</th>
                <td className="num">{fees.paidThenCancelled.count}</td>
                <td className="num">{rm(fees.paidThenCancelled.rm)}</td>
              </tr>
            </tbody>
          </table>
        </section>
      </div>

      <section className="panel" aria-labelledby="trips-heading">
        <h2 id="trips-heading">Seats per trip</h2>
        <table className="table trips">
          <thead>
            <tr>
              <th scope="col">Trip</th>
              <th scope="col" className="num">
                Taken
              </th>
              <th scope="col" className="num">
                Left
              </th>
              <th scope="col" className="num wide-only">
                Capacity
              </th>
            </tr>
          </thead>
          <tbody>
            {trips.map((trip) => (
              <tr key={trip.id} data-trip={trip.id}>
                <th scope="row">
                  {trip.cruise}
                  <span className="trip-when">
                    <Link to={`/registrations?cruiseDay=${trip.day}`}>{shortDay(trip.day)}</Link>, {trip.tripTime}
                  </span>
                </th>
                <td className="num">{trip.taken}</td>
                <td data-label="Left" className={trip.left === 0 ? 'num is-full' : 'num'}>
                  {trip.left}
                </td>
                <td className="num wide-only">{trip.capacity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
