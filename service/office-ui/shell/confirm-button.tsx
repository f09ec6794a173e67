import { useEffect, useRef, useState } from 'react';
import type { useFetcher } from 'react-router';
import type { ActionResult } from '../api';

/**
 * A button whose action is done only once confirmed, in place: the question and "Yes, …" (which
 * takes the focus) replace it; "Keep" puts it back, focused again. `fields` are the form's hidden
 * values (its `intent` and what the action needs).
 */
export function ConfirmButton({
  fetcher,
  fields,
  label,
  question,
  children,
}: {
  fetcher: ReturnType<typeof useFetcher<ActionResult>>;
  fields: { intent: string; id: string } & Record<string, string>;
  label: string;
  question: string;
  children: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const kept = useRef(false);
  useEffect(() => {
    if (confirming) yes.current?.focus();
    else if (kept.current) start.current?.focus();
  }, [confirming]);
  if (!confirming) {
    return (
      <button
        ref={start}
        type="button"
        className="button button--secondary button--small"
        aria-label={label}
        onClick={() => setConfirming(true)}
      >
        {children}…
      </button>
    );
  }
  const questionId = `confirm-${fields.intent}-${fields.id}`;
  return (
    <fetcher.Form method="post" className="confirm">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p id={questionId}>{question}</p>
      <div className="row">
        <button ref={yes} type="submit" className="button button--danger button--small" aria-describedby={questionId}>
          Yes, {children.toLowerCase()}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            kept.current = true;
            setConfirming(false);
          }}
        >
          Keep
        </button>
      </div>
    </fetcher.Form>
  );
}
