import { useSyncExternalStore } from 'react';
import { currentKeptPasses, noKeptPasses, subscribeToKeptPasses, type KeptPass } from './kept-passes';

/**
 * The passes kept on this device, kept up to date, as My Show's plan is read
 * (features/my-show/use-my-show.ts): none in the prerendered page and during hydration, then
 * every list of them agrees, in this tab and any other.
 */
export function useKeptPasses(): readonly KeptPass[] {
  return useSyncExternalStore(subscribeToKeptPasses, currentKeptPasses, () => noKeptPasses);
}
