import { useCallback } from 'react';
import { useRootContent } from '~/content/use-root-content';
import type { RegistrationFormKey } from '~/content/edition';
import { windowState, type WindowState } from '~/features/lifecycle/show-phase';
import { useShowClock } from '~/features/lifecycle/use-show-clock';

/**
 * Whether `form` takes registrations now, by the show's calendar in the content, and
 * `isOpenAt` for the moment of a submit (a page left open past the closing time must not send).
 * A form without a window (`undefined`: the register-interest form) is always open.
 */
export function useRegistrationWindow(form: RegistrationFormKey | undefined) {
  const windows = useRootContent().site.edition.registration;
  const window = form === undefined ? undefined : windows[form];
  const decide = useCallback((at: number): WindowState => (window ? windowState(at, window) : 'open'), [window]);
  const state = useShowClock(decide);
  const isOpenAt = useCallback((at: number) => decide(at) === 'open', [decide]);
  return { state, window, isOpenAt };
}
