import { useState } from 'react';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { OfficeListRow, OfficePage } from '../../office/list';
import { apiBase, getJson, load } from '../api';
import { dateTime, feeText, kindNames, langNames, plural, shortReference, statusNames } from '../format';
import { LiveMessage } from '../shell/live-message';
import { usePageTitle, useUser } from '../shell/shell';
import { FilterForm } from './filter-form';
import { filtersOf, listPath } from './filters';

export async function registrationsLoader({ request }: LoaderFunctionArgs) {
  const filters = filtersOf(new URL(request.url).searchParams);
  return load<OfficePage>(listPath(filters), request);
}

export function RegistrationsPage() {
  usePageTitle('Registrations');
  const first = useLoaderData() as OfficePage;
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  const user = useUser();
  const exportQuery = filters.size > 0 ? `?${filters}` : '';
  return (
    <div className="page">
      <h1 tabIndex={-1}>Registrations</h1>
      <FilterForm key={filters.toString()} filters={filters} />
      <div className="list-head">
        <p className="total" id="total" aria-live="polite">
          {plural(first.total ?? first.rows.length, 'registration')} {filters.size > 0 ? 'match' : 'in all'}
        </p>
        {user.role === 'admin' && (
          <p className="exports">
            <a className="button button--secondary" href={`${apiBase}/export.csv${exportQuery}`} download>
              Export CSV
            </a>
            <a className="button button--secondary" href={`${apiBase}/export.xlsx${exportQuery}`} download>
              Export XLSX
            </a>
          </p>
        )}
      </div>
      {/* A new first page (other filters) starts a new list. */}
      <Pages key={`${filters}|${first.rows[0]?.reference ?? ''}`} first={first} filters={filters} />
    </div>
  );
}

/** The first page and those loaded after it ("Show more", by the list's cursor). */
function Pages({ first, filters }: { first: OfficePage; filters: URLSearchParams }) {
  const [more, setMore] = useState<OfficePage[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const rows = [first, ...more].flatMap((page) => page.rows);
  const next = (more.at(-1) ?? first).next;

  async function showMore() {
    if (!next) return;
    setBusy(true);
    setError('');
    try {
      const page = await getJson<OfficePage>(listPath(filters, next));
      setMore((pages) => [...pages, page]);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  if (rows.length === 0) return <p className="empty">No registration matches these filters.</p>;
  return (
    <>
      <RegistrationTable rows={rows} />
      <div className="list-foot">
        <p className="hint">Showing {plural(rows.length, 'registration')}.</p>
        {next && (
          <button type="button" className="button button--secondary" onClick={showMore} disabled={busy}>
            {busy ? 'Loading…' : 'Show more'}
          </button>
        )}
      </div>
      <LiveMessage error={error} />
    </>
  );
}

function RegistrationTable({ rows }: { rows: OfficeListRow[] }) {
  return (
    <table className="table table--stacking registrations">
      <caption className="visually-hidden">Registrations, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Kind</th>
          <th scope="col">E-mail</th>
          <th scope="col">Company</th>
          <th scope="col">Received</th>
          <th scope="col">Lang.</th>
          <th scope="col">Status</th>
          <th scope="col">Fee</th>
          <th scope="col">Reference</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.reference}
            data-reference={row.reference}
            className={row.status === 'cancelled' ? 'is-cancelled' : undefined}
          >
            <th scope="row" data-label="Name">
              <Link to={`/registrations/${row.reference}`}>{row.name || '(no name)'}</Link>
            </th>
            <td data-label="Kind">{kindNames[row.kind] ?? row.kind}</td>
            <td data-label="E-mail" className="wrap">
              {row.email}
            </td>
            <td data-label="Company">{row.company}</td>
            <td data-label="Received">{dateTime(row.receivedAt)}</td>
            <td data-label="Language">{langNames[row.lang] ?? row.lang}</td>
            <td data-label="Status">
              <span className={`badge badge--${row.status}`}>{statusNames[row.status]}</span>
            </td>
            <td data-label="Fee">
              {row.fee ? <span className={`badge badge--${row.fee.status}`}>{feeText(row.fee)}</span> : ''}
            </td>
            <td data-label="Reference" className="mono">
              {shortReference(row.reference)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
