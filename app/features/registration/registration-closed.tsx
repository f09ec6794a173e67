import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useRootContent } from '~/content/use-root-content';
import { useLang } from '~/lib/use-lang';
import type { Edition, RegistrationFormKey, Site } from '~/content/edition';
import { fill, localizedPath } from '~/lib/lang';
import { showDateLabel } from '~/features/lifecycle/show-phase';
import { useShowPhase } from '~/features/lifecycle/use-show-phase';
import styles from './registration-closed.module.css';

type Props = {
  form: RegistrationFormKey;
  state: 'not-yet-open' | 'closed';
  headingId: string;
  /** Moves focus to the notice when it appears (a submit the window refused). */
  focusOnShow?: boolean;
  copy: Edition['forms']['copy']['closed'];
};

/**
 * What a form says when it does not take registrations: when it closed (or opens), and the
 * next edition, with a link to the register-interest form. The form stays on the page with
 * whatever the visitor typed.
 */
export function RegistrationClosed({ form, state, headingId, focusOnShow = false, copy }: Props) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) notice.current?.focus();
  }, [focusOnShow]);
  const { site, shell } = useRootContent();
  const { months } = shell;
  const lang = useLang();
  const { opens, closes, edition } = site.edition.registration[form];
  // The edition the form registers for (the conference's own when it is held with an earlier
  // one), and the next show: this edition's while it is still ahead of an earlier one's form.
  const show = `${site.shortName} ${edition}`;
  const phase = useShowPhase();
  const { year, datesLabel }: Site['nextEdition'] =
    edition < site.edition.year && phase.kind !== 'ended' ? site.edition : site.nextEdition;
  const dateOf = (at: number) => showDateLabel(at, months, site.timeZone.utcOffset);
  return (
    <div ref={notice} tabIndex={-1} className={styles.notice} role="note" aria-labelledby={headingId}>
      <p id={headingId} className={styles.heading}>
        {copy.heading}
      </p>
      {state === 'closed' ? (
        <>
          <p>{fill(copy.closedOn, { show, date: dateOf(Date.parse(closes) - 1) })}</p>
          <p>
            {fill(copy.next, { show: `${site.shortName} ${year}`, dates: datesLabel ?? copy.datesTba })}{' '}
            <Link to={`${localizedPath('/', lang)}#next-edition`}>{copy.nextLink}</Link>
          </p>
          <p>
            <Link to={copy.interest.to} className={styles.interest}>
              {copy.interest.label}
            </Link>
          </p>
        </>
      ) : (
        <p>{fill(copy.opensOn, { show, date: dateOf(Date.parse(opens)) })}</p>
      )}
    </div>
  );
}
