import { useCallback } from 'react';
import { useRootContent } from '~/content/use-root-content';
import type { RegistrationFormKey } from '~/content/edition';
import { windowState, type WindowState } from '~/features/lifecycle/show-phase';
import { useShowClock } from '~/features/lifecycle/use-show-clock';

/**
 * Whether `form` takes registrations now, by the show's calendar in the content, and
 * `isOpenAt` for the moment of a submit (a page left open past the closing time must not send).
 */
export function useRegistrationWindow(form: RegistrationFormKey) {
  const window = useRootContent().site.edition.registration[form];
  const decide = useCallback((at: number): WindowState => windowState(at, window), [window]);
  const state = useShowClock(decide);
  const isOpenAt = useCallback((at: number) => decide(at) === 'open', [decide]);
  return { state, window, isOpenAt };
}
