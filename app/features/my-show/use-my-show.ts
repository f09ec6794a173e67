import { useCallback, useSyncExternalStore } from 'react';
import {
  itemKey,
  parseStoredPlan,
  serializePlan,
  storageKey,
  toggleKey,
  type Plan,
  type PlanItem,
} from './my-show-plan';

// The plan lives in localStorage, read through useSyncExternalStore: prerendered HTML and
// the first render after hydration show nothing saved (the server snapshot), then every Save
// toggle and the header count update together, in this tab and in any other (storage event).

const nothingSaved: Plan = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; plan: Plan } = { raw: null, plan: nothingSaved };
/** Used instead of storage when the browser refuses it (storage disabled, quota): the plan lasts the visit. */
let unstoredPlan: Plan | undefined;

function readPlan(): Plan {
  if (unstoredPlan) return unstoredPlan;
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(storageKey);
  } catch {
    return nothingSaved;
  }
  if (raw !== cached.raw) cached = { raw, plan: parseStoredPlan(raw) };
  return cached.plan;
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Changes the saved plan, everywhere it is shown. */
export function updatePlan(change: (plan: Plan) => Plan) {
  const next = change(readPlan());
  try {
    window.localStorage.setItem(storageKey, serializePlan(next));
    unstoredPlan = undefined;
  } catch {
    unstoredPlan = next;
  }
  for (const listener of listeners) listener();
}

export function useMyShowPlan(): Plan {
  return useSyncExternalStore(subscribe, readPlan, () => nothingSaved);
}

/** Whether `item` is saved, and a function that saves or unsaves it. */
export function useSavedItem(item: PlanItem): [saved: boolean, toggle: () => void] {
  const key = itemKey(item);
  const saved = useMyShowPlan().includes(key);
  const toggle = useCallback(() => updatePlan((plan) => toggleKey(plan, key)), [key]);
  return [saved, toggle];
}
