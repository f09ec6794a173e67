import { useState } from 'react';
import { useRootContent } from '~/content/use-root-content';
import { useLang } from '~/lib/use-lang';
import type { Edition } from '~/content/edition';
import type { PlanCatalogue } from '~/features/my-show/plan-catalogue';
import type { CalendarEvent } from '~/features/calendar/calendar';
import { fill, localizedPath } from '~/lib/lang';
import { planToSearch, type Plan } from '~/features/my-show/my-show-plan';
import styles from './my-show.module.css';
import { buttonClass } from '~/ui/button';

/** Saves `text` as a file named `fileName`, from the browser (no server involved). */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type PlanActionsProps = { actions: Edition['myShow']['actions']; plan: Plan; catalogue: PlanCatalogue };

/** Add all to calendar, print, and the share link. */
export function PlanActions({ actions, plan, catalogue }: PlanActionsProps) {
  const { calendarName } = useRootContent().shell.calendar;
  const lang = useLang();
  const [copyStatus, setCopyStatus] = useState('');
  const timed = plan.flatMap((key) => {
    const calendar = catalogue.entries[key]?.calendar;
    return calendar ? [calendar] : [];
  });
  const shareUrl = `${window.location.origin}${localizedPath('/my-show', lang)}${planToSearch(plan)}`;

  const addAll = async (events: CalendarEvent[]) => {
    // The iCalendar writer loads only when asked for: no page pays for it up front.
    const { icsOf } = await import('~/features/calendar/ics');
    download(icsOf(events, { name: calendarName }), actions.fileName);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopyStatus(actions.copied);
    } catch {
      setCopyStatus(actions.copyFailed);
    }
  };

  return (
    <section aria-labelledby="plan-actions" className={styles.actions}>
      <h2 id="plan-actions">{actions.heading}</h2>
      <div className={styles.actionRow}>
        <button
          type="button"
          className={buttonClass('primary', { compact: true })}
          disabled={timed.length === 0}
          onClick={() => addAll(timed)}
        >
          {actions.addAll}
        </button>
        <button type="button" className={buttonClass('secondary', { compact: true })} onClick={() => window.print()}>
          {actions.print}
        </button>
      </div>
      <p className={styles.note}>
        {timed.length > 0 ? fill(actions.addAllNote, { count: timed.length }) : actions.noTimed}
      </p>
      <div className={styles.share}>
        <label htmlFor="share-link">{actions.shareLabel}</label>
        <div className={styles.shareRow}>
          <input
            id="share-link"
            type="url"
            readOnly
            value={shareUrl}
            aria-describedby="share-note"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={buttonClass('secondary', { compact: true })} onClick={copyLink}>
            {actions.copy}
          </button>
        </div>
        <p id="share-note" className={styles.note}>
          {actions.shareNote}
        </p>
        <p role="status" className={styles.note}>
          {copyStatus}
        </p>
      </div>
    </section>
  );
}
