import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { kindList, kindNames, langNames, statusNames } from '../format';
import { filterNames, filtersOf } from './filters';

type Values = Record<(typeof filterNames)[number], string>;

/** Search and filters; applying them puts them in the page's URL, so a link or Back keeps them. */
export function FilterForm({ filters }: { filters: URLSearchParams }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(
    () => Object.fromEntries(filterNames.map((name) => [name, filters.get(name) ?? ''])) as Values,
  );
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = filtersOf(new URLSearchParams(values)).toString();
    navigate(`/registrations${query ? `?${query}` : ''}`);
  }

  return (
    <form className="filters" role="search" onSubmit={apply} aria-label="Search and filter registrations">
      <div className="field field--search">
        <label htmlFor="filter-search">Search</label>
        <input
          id="filter-search"
          type="search"
          maxLength={200}
          value={values.search}
          onChange={set('search')}
          aria-describedby="filter-search-hint"
        />
        <p id="filter-search-hint" className="hint">
          Name, e-mail, company or reference
        </p>
      </div>
      <div className="field">
        <label htmlFor="filter-kind">Kind</label>
        <select id="filter-kind" value={values.kind} onChange={set('kind')}>
          <option value="">Any kind</option>
          {kindList.map((kind) => (
            <option key={kind} value={kind}>
              {kindNames[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-day">Received on</label>
        <input id="filter-day" type="date" value={values.day} onChange={set('day')} />
      </div>
      <div className="field">
        <label htmlFor="filter-cruise-day">Cruise day</label>
        <input id="filter-cruise-day" type="date" value={values.cruiseDay} onChange={set('cruiseDay')} />
      </div>
      <div className="field">
        <label htmlFor="filter-lang">Language</label>
        <select id="filter-lang" value={values.lang} onChange={set('lang')}>
          <option value="">Any language</option>
          {Object.entries(langNames).map(([lang, name]) => (
            <option key={lang} value={lang}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-status">Status</label>
        <select id="filter-status" value={values.status} onChange={set('status')}>
          <option value="">Any status</option>
          {Object.entries(statusNames).map(([status, name]) => (
            <option key={status} value={status}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-fee">Conference fee</label>
        <select id="filter-fee" value={values.fee} onChange={set('fee')}>
          <option value="">Any</option>
          <option value="paid">Paid</option>
          <option value="outstanding">Outstanding</option>
        </select>
      </div>
      <div className="filters__actions">
        <button type="submit" className="button">
          Search
        </button>
        {filters.size > 0 && (
          <Link to="/registrations" className="button button--quiet-dark">
            Clear filters
          </Link>
        )}
      </div>
    </form>
  );
}
