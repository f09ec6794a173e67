import type { RegistrationFormKey, Site } from '~/content/edition';
import { formDeadline, type DeadlineFacts } from '~/content/edition-dates';
import { windowState, type RegistrationWindow } from '~/features/lifecycle/show-phase';
import { conferenceForm } from '~/routes/conference/form/definition';
import { exhibitorForm } from '~/routes/exhibitor-registration/form/definition';
import { publicVisitorForm } from '~/routes/public-registration/form/definition';
import { interestForm } from '~/routes/register-interest/form/definition';
import { ticketWindowKey } from '~/routes/ticket/form/order';
import type { Kind } from './rules';

/**
 * Each kind's registration window, by the key its form keeps in the browser: read from the
 * forms themselves, so a form given a window (or moved to another) is kept the same here.
 * The register-interest form has none: always open, as on the page.
 */
export const windowKeys: Record<Kind, RegistrationFormKey | undefined> = {
  visitor: publicVisitorForm.windowKey,
  exhibitor: exhibitorForm.windowKey,
  conference: conferenceForm.windowKey,
  ticket: ticketWindowKey,
  interest: interestForm.windowKey,
};

/**
 * Whether a new registration is taken at `at`. `open`: inside the window, as the browser
 * decides it (`windowState`: from `opens` included to `closes` excluded). `late`: closed, but
 * less than `graceMs` ago and before the form's `deadline`, so still taken (one made in time
 * on a device that sent it later; but no delegate once the conference has started). `not-yet-open`
 * and `closed` are refused. Without a window, always `open`.
 */
export type Admission = 'open' | 'late' | 'not-yet-open' | 'closed';

export function admission(
  at: number,
  window: RegistrationWindow | undefined,
  graceMs: number,
  deadline = Number.POSITIVE_INFINITY,
): Admission {
  if (!window) return 'open';
  const state = windowState(at, window);
  if (state !== 'closed') return state;
  return at < Math.min(Date.parse(window.closes) + graceMs, deadline) ? 'late' : 'closed';
}

/** Each kind's window in the content (`site.edition.registration`), undefined for a form without one. */
export function registrationWindows(windows: Site['edition']['registration']) {
  return (kind: Kind): RegistrationWindow | undefined => {
    const key = windowKeys[kind];
    return key === undefined ? undefined : windows[key];
  };
}

export type WindowOf = ReturnType<typeof registrationWindows>;

/**
 * Each kind's deadline as an instant (the content check keeps every window closed by then):
 * the end of any grace. Undefined for a form without a window.
 */
export function registrationDeadlines(facts: DeadlineFacts) {
  return (kind: Kind): number | undefined => {
    const key = windowKeys[kind];
    return key === undefined ? undefined : Date.parse(formDeadline(key, facts).instant);
  };
}
