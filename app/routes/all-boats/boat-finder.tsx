import { useId, useRef, useState } from 'react';
import type { Edition } from '~/content/edition';
import { fill } from '~/lib/lang';
import { buttonClass } from '~/ui/button';
import { boatSorts, isFiltered, noFilter, type BoatFilter, type BoatSort, type boatFacets } from './boat-filter';
import styles from './boat-finder.module.css';

type NumberKey = 'minLength' | 'maxLength' | 'minGuests';

type BoatFinderProps = {
  words: Edition['boatFinder'];
  facets: ReturnType<typeof boatFacets>;
  filter: BoatFilter;
  /** How many boats the filter leaves. */
  count: number;
  /** False in the prerendered page, until the page is live: the controls do nothing before. */
  live: boolean;
  /** A new filter; `typing` when the same number field changed again (the link is replaced, not added). */
  onChange: (filter: BoatFilter, typing: boolean) => void;
};

/**
 * The boat finder's controls: type, builder, length and guests, the sort, and the count of
 * boats left, announced politely as it changes. The route keeps the filter in the page's query.
 */
export function BoatFinder({ words, facets, filter, count, live, onChange }: BoatFinderProps) {
  const id = useId();
  const lastField = useRef<keyof BoatFilter | null>(null);
  // Phones only (CSS): the fields fold away behind a button, so the first boat stays in sight.
  const [open, setOpen] = useState(false);
  const change = (key: keyof BoatFilter, next: BoatFilter) => {
    const typing = lastField.current === key && (key === 'minLength' || key === 'maxLength' || key === 'minGuests');
    lastField.current = key;
    onChange(next, typing);
  };
  const select = (key: 'type' | 'builder', value: string) => change(key, { ...filter, [key]: value || null });

  const number = (key: NumberKey, label: string, range: { min: number; max: number }) => (
    <NumberField
      id={`${id}${key}`}
      label={label}
      value={filter[key]}
      range={range}
      onValue={(value) => change(key, { ...filter, [key]: value })}
      onDone={() => (lastField.current = null)}
    />
  );

  return (
    // Controls, not the page's content: the site search leaves them out (scripts/search-index.ts).
    <search aria-label={words.label} className={styles.finder} data-pagefind-ignore="">
      <fieldset id={`${id}fields`} disabled={!live} className={styles.fields} data-open={open || undefined}>
        <div className={styles.field}>
          <label htmlFor={`${id}type`}>{words.type}</label>
          <select id={`${id}type`} value={filter.type ?? ''} onChange={(event) => select('type', event.target.value)}>
            <option value="">{words.allTypes}</option>
            {facets.types.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}builder`}>{words.builder}</label>
          <select
            id={`${id}builder`}
            value={filter.builder ?? ''}
            onChange={(event) => select('builder', event.target.value)}
          >
            <option value="">{words.allBuilders}</option>
            {facets.builders.map((builder) => (
              <option key={builder.value} value={builder.value}>
                {builder.label}
              </option>
            ))}
          </select>
        </div>
        {number('minLength', words.minLength, facets.length)}
        {number('maxLength', words.maxLength, facets.length)}
        {number('minGuests', words.minGuests, facets.guests)}
        <div className={styles.field}>
          <label htmlFor={`${id}sort`}>{words.sort}</label>
          <select
            id={`${id}sort`}
            value={filter.sort}
            onChange={(event) => change('sort', { ...filter, sort: event.target.value as BoatSort })}
          >
            {boatSorts.map((sort) => (
              <option key={sort} value={sort}>
                {words.sorts[sort]}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <div className={styles.result}>
        <button
          type="button"
          className={`${buttonClass('secondary', { compact: true })} ${styles.toggle}`}
          aria-expanded={open}
          aria-controls={`${id}fields`}
          disabled={!live}
          onClick={() => setOpen(!open)}
        >
          {words.toggle}
        </button>
        <p role="status" className={styles.count}>
          {count === 0 ? words.none : fill(count === 1 ? words.count.one : words.count.other, { count })}
        </p>
        {live && isFiltered(filter) ? (
          <button
            type="button"
            className={buttonClass('secondary', { compact: true })}
            onClick={() => change('type', { ...noFilter, sort: filter.sort })}
          >
            {words.clear}
          </button>
        ) : null}
      </div>
    </search>
  );
}

type NumberFieldProps = {
  id: string;
  label: string;
  value: number | null;
  range: { min: number; max: number };
  onValue: (value: number | null) => void;
  /** Focus left the field: its next change is a new step in the page's history. */
  onDone: () => void;
};

/**
 * A number the visitor types. What they type shows as typed (`1` on the way to `12`, or a
 * half-typed `12.`), also while the page's address catches up with it; the filter takes each
 * number it can read, and an empty field takes the bound off. Once the filter holds another
 * value than the one typed (the back button, Clear filters), the field shows the filter's.
 */
function NumberField({ id, label, value, range, onValue, onDone }: NumberFieldProps) {
  type Draft = { text: string; value: number | null; from: number | null; settled: boolean };
  const [draft, setDraft] = useState<Draft | null>(null);
  // The address has caught up with what was typed: from now on any other value came from elsewhere.
  if (draft && !draft.settled && value === draft.value) setDraft({ ...draft, settled: true });
  const typed = draft && (value === draft.value || (!draft.settled && value === draft.from));
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={range.min}
        max={range.max}
        step="any"
        value={typed ? draft.text : value === null ? '' : String(value)}
        onChange={(event) => {
          const text = event.target.value;
          const number = Number(text);
          const next = text.trim() === '' ? null : Number.isFinite(number) && number >= 0 ? number : value;
          setDraft({ text, value: next, from: value, settled: next === value });
          if (next !== value) onValue(next);
        }}
        onBlur={() => {
          setDraft(null);
          onDone();
        }}
      />
    </div>
  );
}
