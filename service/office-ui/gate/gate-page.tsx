import { Form, Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { GateCounts, ScanConflict } from '../../gate/scans';
import { ApiError, load } from '../api';
import { dateTime, day, shortDay, shortReference } from '../format';
import type { OfficeTrip } from '../registration/registration-data';
import { usePageTitle } from '../shell/shell';
import { clock, dayChoices, defaultDay, isDay, placeWords, showDays, showToday, type GateTrip } from './gate-words';
import { useLiveRefresh } from './use-live-refresh';

/** How often the counts and conflicts are loaded again while the page is in sight. */
export const refreshMs = 10_000;

type GateData = {
  day: string;
  days: string[];
  trips: GateTrip[];
  counts: GateCounts;
  conflicts: ScanConflict[];
  /** When these numbers were read. */
  loadedAt: string;
  /** Why the last refresh failed: the numbers shown are then those of `loadedAt`. */
  refreshError?: string;
};

/**
 * The last numbers shown: a refresh that fails (the show's Wi-Fi drops) keeps them on screen
 * with a word, instead of replacing the page with an error every ten seconds.
 */
let lastShown: GateData | undefined;

export async function gateLoader({ request }: LoaderFunctionArgs): Promise<GateData> {
  const asked = new URL(request.url).searchParams.get('day');
  try {
    const { trips } = await load<{ trips: OfficeTrip[] }>('/trips', request);
    const days = showDays(trips);
    if (!isDay(asked)) {
      // The day is always in the address, so a reload or a shared link shows the same day.
      const day = defaultDay(days, showToday(new Date()));
      if (day) throw redirect(`/gate?day=${day}`);
    }
    const [counts, { conflicts }] = await Promise.all([
      load<GateCounts>(isDay(asked) ? `/gate/counts?day=${asked}` : '/gate/counts', request),
      load<{ conflicts: ScanConflict[] }>('/gate/conflicts', request),
    ]);
    lastShown = {
      day: counts.day,
      days: dayChoices(days, counts.day),
      trips,
      counts,
      conflicts,
      loadedAt: new Date().toISOString(),
    };
    return lastShown;
  } catch (error) {
    // A refusal or a dropped network while the same day is on screen; a redirect (signed out) goes on.
    if (error instanceof ApiError && lastShown && lastShown.day === asked) {
      return { ...lastShown, refreshError: error.message };
    }
    throw error;
  }
}

/** The gate on a show day, live: the hall's entries, exits and people inside, each trip's boarding, the conflicts. */
export function GatePage() {
  usePageTitle('Gate');
  const { day: shown, days, trips, counts, conflicts, loadedAt, refreshError } = useLoaderData() as GateData;
  useLiveRefresh(refreshMs);
  const gangways = counts.trips.filter((trip) => trip.day === shown);
  return (
    <div className="page">
      <h1 tabIndex={-1}>Gate</h1>
      <p>
        <Link to="/gate/phones">Gate phones</Link>: pair a phone to the hall or a gangway, see the phones, revoke one.
      </p>

      <section className="panel" aria-labelledby="live-heading">
        <h2 id="live-heading">Live counts</h2>
        <Form method="get" className="inline-form day-form">
          <div className="field">
            <label htmlFor="gate-day">Show day</label>
            {/* Keyed by the day shown, so that Back shows that day in it again. */}
            <select id="gate-day" name="day" defaultValue={shown} key={shown}>
              {days.map((value) => (
                <option key={value} value={value}>
                  {day(value)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--secondary">
            Show
          </button>
        </Form>
        <p className="hint updated">
          Updated {clock(loadedAt)}. The counts refresh every {refreshMs / 1000} seconds while this page is in sight.
        </p>
        {refreshError && (
          <p className="message message--error">
            Could not refresh: {refreshError} These are the counts of {clock(loadedAt)}.
          </p>
        )}

        <h3 id="hall-heading">Hall</h3>
        <ul className="stats stats--hall" aria-labelledby="hall-heading">
          <li className="stat">
            <span className="stat__value">{counts.hall.in.toLocaleString('en-MY')}</span>
            <span className="stat__label">Entries</span>
          </li>
          <li className="stat">
            <span className="stat__value">{counts.hall.out.toLocaleString('en-MY')}</span>
            <span className="stat__label">Exits</span>
          </li>
          <li className="stat">
            <span className="stat__value">{counts.hall.inside.toLocaleString('en-MY')}</span>
            <span className="stat__label">Inside now</span>
          </li>
        </ul>

        <h3 id="gangways-heading">Gangways, {shortDay(shown)}</h3>
        {gangways.length === 0 ? (
          <p className="empty">No cruise sails this day.</p>
        ) : (
          <table className="table gangways" aria-labelledby="gangways-heading">
            <thead>
              <tr>
                <th scope="col">Trip</th>
                <th scope="col" className="num">
                  Boarded of booked
                </th>
              </tr>
            </thead>
            <tbody>
              {gangways.map((trip) => (
                <tr key={trip.trip} data-trip={trip.trip}>
                  <th scope="row">
                    {trip.cruise}
                    <span className="trip-when">
                      {shortDay(trip.day)}, <span className="nowrap">{trip.tripTime}</span>
                    </span>
                  </th>
                  <td className="num">
                    {trip.boarded} of {trip.booked}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="panel" aria-labelledby="conflicts-heading">
        <h2 id="conflicts-heading">Conflicts</h2>
        <p className="hint">
          Passes admitted twice where once is allowed, by phones that could not see each other’s scans (offline), listed
          once both phones have sent them. Check with the holder, and which phone was right.
        </p>
        {conflicts.length === 0 ? (
          <p className="empty">No pass has been admitted twice.</p>
        ) : (
          <ul className="cards" aria-labelledby="conflicts-heading">
            {conflicts.map((conflict) => (
              <li key={`${conflict.passId}-${conflict.trip ?? conflict.day}`} className="card conflict">
                <p className="card__title">{conflict.name ?? 'A pass no longer stored'}</p>
                <p>
                  {conflict.reference ? (
                    <>
                      Registration{' '}
                      <Link to={`/registrations/${conflict.reference}`} className="mono">
                        {shortReference(conflict.reference)}
                      </Link>
                    </>
                  ) : (
                    'No registration'
                  )}
                </p>
                <p>
                  {conflict.gate === 'trip'
                    ? placeWords({ gate: 'trip', direction: null, trip: conflict.trip }, trips)
                    : `Hall entrance, ${shortDay(conflict.day)}`}
                </p>
                <ol className="admissions">
                  {conflict.scans.map((scan) => (
                    <li key={scan.id}>
                      Admitted by <strong>{scan.device.name}</strong> at {dateTime(scan.scannedAt)}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
