import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { OfficeCounts } from '../../office/counts';
import type { PassKind } from '~/features/passes/pass-claims';
import type { RegistrationDetail } from '../../office/detail';
import { attempt, expectOutcome, load, send, type ActionResult } from '../api';
import { dateTime, day, feeText, kindNames, langNames, plural, statusNames } from '../format';
import { LiveMessage } from '../shell/live-message';
import { usePageTitle, useUser } from '../shell/shell';
import { formValues, tripLabel, type OfficeTrip, type RegistrationView, type SentEmail } from './registration-data';

type Loaded = { registration: RegistrationView; categories: string[]; trips: OfficeTrip[] };

export async function registrationLoader({ params, request }: LoaderFunctionArgs): Promise<Loaded> {
  const path = `/registrations/${encodeURIComponent(params.reference ?? '')}`;
  const registration = await load<RegistrationView>(path, request);
  // The tickets' category names and the trips a booking may move to (their seats left).
  const [counts, trips] = await Promise.all([
    registration.tickets.length > 0 ? load<OfficeCounts>('/counts', request) : undefined,
    registration.kind === 'ticket' ? load<OfficeTrip[] | { trips: OfficeTrip[] }>('/trips', request) : undefined,
  ]);
  return {
    registration,
    categories: counts?.tickets.map((category) => category.name.en) ?? [],
    trips: trips === undefined ? [] : Array.isArray(trips) ? trips : trips.trips,
  };
}

export async function registrationAction({ params, request }: ActionFunctionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const path = `/registrations/${encodeURIComponent(params.reference ?? '')}`;
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return attempt(async () => {
    switch (text('intent')) {
      case 'fee-paid': {
        const transferReference = text('transferReference');
        if (!transferReference) throw new Error('Enter the transfer reference to mark the fee paid.');
        expectOutcome(await send('POST', `${path}/fee`, { paid: true, transferReference }), ['paid']);
        return `The fee is marked paid, transfer ${transferReference}.`;
      }
      case 'fee-unpaid':
        expectOutcome(await send('POST', `${path}/fee`, { paid: false }), ['unpaid']);
        return 'The fee is marked unpaid.';
      case 'cancel': {
        const outcome = await send<{ released?: unknown[]; revoked?: unknown[] }>('POST', `${path}/cancel`);
        expectOutcome(outcome, ['cancelled']);
        const seats = Array.isArray(outcome?.released) ? outcome.released.length : 0;
        const passes = Array.isArray(outcome?.revoked) ? outcome.revoked.length : 0;
        return `The registration is cancelled${seats ? `, its seats released` : ''}${passes ? `, ${plural(passes, 'pass', 'passes')} revoked` : ''}.`;
      }
      case 'trip': {
        const toTrip = text('toTrip');
        if (!toTrip) throw new Error('Choose the trip to move the booking to.');
        expectOutcome(await send('POST', `${path}/trip`, { cruiseLine: text('cruiseLine'), toTrip }), ['changed']);
        return 'The booking is moved to the trip chosen, and its new boarding pass issued.';
      }
      case 'resend': {
        const { sent } = await send<{ sent: string[] }>('POST', `${path}/resend`);
        return `The confirmation is sent again (${plural(sent?.length ?? 0, 'e-mail')}).`;
      }
      default:
        throw new Error('Unknown action.');
    }
  });
}

export function RegistrationPage() {
  const { registration: r, categories, trips } = useLoaderData() as Loaded;
  const user = useUser();
  const admin = user.role === 'admin';
  usePageTitle(r.name || 'Registration');
  const cancelled = r.status === 'cancelled';
  return (
    <div className="page">
      <p className="back">
        <Link to="/registrations">← Registrations</Link>
      </p>
      <div className="title-row">
        <h1 tabIndex={-1}>{r.name || '(no name)'}</h1>
        <span className={`badge badge--${r.status}`}>{statusNames[r.status]}</span>
      </div>
      <p className="subtitle">
        {kindNames[r.kind] ?? r.kind} · reference <span className="mono">{r.reference}</span>
      </p>

      <div className="detail-grid">
        <section className="panel" aria-labelledby="holder-heading">
          <h2 id="holder-heading">Holder</h2>
          <dl className="pairs">
            <dt>Name</dt>
            <dd>{r.name || '—'}</dd>
            <dt>E-mail</dt>
            <dd className="wrap">{r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : '—'}</dd>
            <dt>Phone</dt>
            <dd>{r.phone || '—'}</dd>
            <dt>Company</dt>
            <dd>{r.company || '—'}</dd>
            <dt>Language</dt>
            <dd>{langNames[r.lang] ?? r.lang}</dd>
            <dt>Received</dt>
            <dd>{dateTime(r.receivedAt)}</dd>
            {r.cancelledAt && (
              <>
                <dt>Cancelled</dt>
                <dd>{dateTime(r.cancelledAt)}</dd>
              </>
            )}
          </dl>
        </section>

        {r.fee && <FeeSection registration={r} admin={admin} />}

        <EmailsSection emails={r.emails} cancelled={cancelled} />
      </div>

      {r.tickets.length > 0 && (
        <section className="panel" aria-labelledby="tickets-heading">
          <h2 id="tickets-heading">Tickets</h2>
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
              {r.tickets.map((line) => (
                <tr key={line.category}>
                  <th scope="row">{categories[line.category] ?? `Category ${line.category + 1}`}</th>
                  <td className="num">{line.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {(r.kind === 'ticket' || r.bookings.length > 0) && (
        <BookingsSection registration={r} trips={trips} admin={admin && !cancelled} />
      )}

      <PassesSection passes={r.passes} trips={trips} />

      <section className="panel" aria-labelledby="form-heading">
        <h2 id="form-heading">Form values</h2>
        <dl className="pairs pairs--wide">
          {formValues(r.data).map((pair, index) => (
            <div key={`${pair.label}-${index}`} className="pair">
              <dt>{pair.label}</dt>
              <dd className="wrap">{pair.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="panel" aria-labelledby="audit-heading">
        <h2 id="audit-heading">History</h2>
        {r.audit.length === 0 ? (
          <p className="empty">The office has not changed this registration.</p>
        ) : (
          <ol className="audit">
            {r.audit.map((entry) => (
              <li key={entry.id}>
                <strong>{auditText(entry.action)}</strong> by {entry.actor}, {dateTime(entry.at)}
                {typeof entry.details.transferReference === 'string' && (
                  <> (transfer {entry.details.transferReference})</>
                )}
                {typeof entry.details.to === 'string' && <> (to {tripLabel(entry.details.to, trips)})</>}
              </li>
            ))}
          </ol>
        )}
      </section>

      {admin && !cancelled && <CancelSection registration={r} />}
    </div>
  );
}

const auditNames: Record<string, string> = {
  'fee.paid': 'Fee marked paid',
  'fee.unpaid': 'Fee marked unpaid',
  'registration.cancelled': 'Cancelled',
  'booking.trip_changed': 'Booking moved',
  'email.resent': 'Confirmation resent',
};
const auditText = (action: string) => auditNames[action] ?? action;

function useAction() {
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  return {
    fetcher,
    busy: fetcher.state !== 'idle',
    error: result && !result.ok ? result.message : '',
    success: result?.ok ? result.message : '',
  };
}

function FeeSection({ registration: r, admin }: { registration: RegistrationDetail; admin: boolean }) {
  const { fetcher, busy, error, success } = useAction();
  const fee = r.fee!;
  return (
    <section className="panel" aria-labelledby="fee-heading">
      <h2 id="fee-heading">Conference fee</h2>
      <p>
        <span className={`badge badge--${fee.status}`}>{feeText(fee)}</span>
      </p>
      {fee.status === 'paid' && (
        <dl className="pairs">
          <dt>Transfer</dt>
          <dd className="wrap">{fee.transferReference}</dd>
          <dt>Marked</dt>
          <dd>
            {dateTime(fee.paidAt)} by {fee.markedBy}
          </dd>
        </dl>
      )}
      {admin && fee.status === 'outstanding' && (
        <fetcher.Form method="post" className="stack" noValidate>
          <input type="hidden" name="intent" value="fee-paid" />
          <div className="field">
            <label htmlFor="transfer-reference">Transfer reference</label>
            <input id="transfer-reference" name="transferReference" required maxLength={100} autoComplete="off" />
          </div>
          <button type="submit" className="button" disabled={busy}>
            Mark paid
          </button>
        </fetcher.Form>
      )}
      {admin && fee.status === 'paid' && (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="fee-unpaid" />
          <button type="submit" className="button button--secondary" disabled={busy}>
            Mark unpaid
          </button>
        </fetcher.Form>
      )}
      <LiveMessage error={error} success={success} />
    </section>
  );
}

function CancelSection({ registration: r }: { registration: RegistrationDetail }) {
  const { fetcher, busy, error } = useAction();
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const held = r.bookings.reduce((sum, booking) => sum + booking.pax, 0);
  const live = r.passes.filter((pass) => !pass.revoked).length;
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  return (
    <section className="panel panel--danger" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">Cancel</h2>
      {!confirming ? (
        <button ref={start} type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          Cancel registration…
        </button>
      ) : (
        <fetcher.Form method="post" className="stack">
          <input type="hidden" name="intent" value="cancel" />
          <p ref={question} tabIndex={-1} id="cancel-question">
            Cancel this registration?
            {held > 0 && ` Its ${plural(held, 'seat')} go back on sale.`}
            {live > 0 && ` Its ${plural(live, 'pass', 'passes')} stop working.`} This cannot be undone.
          </p>
          <div className="row">
            <button type="submit" className="button button--danger" disabled={busy} aria-describedby="cancel-question">
              Yes, cancel it
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => start.current?.focus());
              }}
            >
              Keep it
            </button>
          </div>
        </fetcher.Form>
      )}
      <LiveMessage error={error} />
    </section>
  );
}

function BookingsSection({
  registration: r,
  trips,
  admin,
}: {
  registration: RegistrationDetail;
  trips: OfficeTrip[];
  admin: boolean;
}) {
  return (
    <section className="panel" aria-labelledby="bookings-heading">
      <h2 id="bookings-heading">Bookings</h2>
      {r.bookings.length === 0 ? (
        <p className="empty">
          {r.status === 'cancelled' ? 'No seats: they were released when it was cancelled.' : 'No seats booked.'}
        </p>
      ) : (
        <ul className="cards">
          {r.bookings.map((booking) => (
            <li key={booking.trip} className="card">
              <p className="card__title">{booking.cruise}</p>
              <p>
                {day(booking.day)}, {booking.tripTime} · {plural(booking.pax, 'seat')}
              </p>
              {admin && <ChangeTrip booking={booking} trips={trips} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ChangeTrip({ booking, trips }: { booking: RegistrationDetail['bookings'][number]; trips: OfficeTrip[] }) {
  const { fetcher, busy, error, success } = useAction();
  const others = trips.filter((trip) => trip.cruise === booking.cruise && trip.id !== booking.trip);
  const id = `trip-${booking.trip.replace(/[^a-zA-Z0-9]/g, '-')}`;
  if (others.length === 0) return null;
  return (
    <fetcher.Form method="post" className="inline-form">
      <input type="hidden" name="intent" value="trip" />
      <input type="hidden" name="cruiseLine" value={booking.cruise} />
      <div className="field">
        <label htmlFor={id}>Move to trip</label>
        <select id={id} name="toTrip" defaultValue="">
          <option value="">Choose a trip</option>
          {others.map((trip) => (
            <option key={trip.id} value={trip.id} disabled={trip.left < booking.pax}>
              {day(trip.day)}, {trip.tripTime} (
              {trip.left < booking.pax ? `only ${trip.left} left` : `${trip.left} left`})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--secondary" disabled={busy}>
        Change trip
      </button>
      <LiveMessage error={error} success={success} />
    </fetcher.Form>
  );
}

function PassesSection({ passes, trips }: { passes: RegistrationDetail['passes']; trips: OfficeTrip[] }) {
  return (
    <section className="panel" aria-labelledby="passes-heading">
      <h2 id="passes-heading">Passes</h2>
      {passes.length === 0 ? (
        <p className="empty">No passes.</p>
      ) : (
        <table className="table table--stacking">
          <thead>
            <tr>
              <th scope="col">Pass</th>
              <th scope="col">For</th>
              <th scope="col">Issued</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {passes.map((pass) => (
              <tr key={pass.id} className={pass.revoked ? 'is-cancelled' : undefined}>
                <th scope="row" data-label="Pass">
                  {passKinds[pass.kind] ?? pass.kind}
                </th>
                <td data-label="For">{pass.trip ? tripLabel(pass.trip, trips) : (pass.category ?? '—')}</td>
                <td data-label="Issued">{dateTime(pass.issuedAt)}</td>
                <td data-label="State">
                  {pass.revoked ? (
                    <span>
                      <span className="badge badge--cancelled">Revoked</span> {dateTime(pass.revokedAt)}
                    </span>
                  ) : (
                    <span className="badge badge--received">Valid</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const passKinds = {
  visitor: 'Visitor',
  exhibitor: 'Exhibitor',
  delegate: 'Delegate',
  entrance: 'Entrance',
  boarding: 'Boarding',
} satisfies Record<PassKind, string>;

function EmailsSection({ emails = [], cancelled }: { emails?: SentEmail[]; cancelled: boolean }) {
  const { fetcher, busy, error, success } = useAction();
  return (
    <section className="panel" aria-labelledby="emails-heading">
      <h2 id="emails-heading">E-mails</h2>
      <p className="hint">
        The registrant’s device sends the first e-mails once the registration is stored; whether they arrived is not
        known here. A confirmation the office sends again is listed below with what EmailJS answered.
      </p>
      {!cancelled && (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <button type="submit" className="button button--secondary" disabled={busy}>
            {busy ? 'Sending…' : 'Resend confirmation'}
          </button>
        </fetcher.Form>
      )}
      <LiveMessage error={error} success={success} />
      {emails.length > 0 && (
        <>
          <h3>Sent by the office</h3>
          <ul className="emails">
            {emails.map((email) => (
              <li key={email.id}>
                <span className={`badge badge--${email.status === 'sent' ? 'received' : 'cancelled'}`}>
                  {email.status === 'sent' ? 'Sent' : 'Not sent'}
                </span>{' '}
                {email.template} to the registrant, {dateTime(email.at)} by {email.by}
                {email.error ? ` (${email.error})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
