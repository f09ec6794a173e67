/**
 * A visitor's "My Show" plan: the boats, exhibitors, schedule events and conference sessions
 * they saved, as keys like `boat:azure-horizon`. Kept on the device (localStorage) and
 * shareable as a URL; nothing here knows what the ids mean (the content does).
 */
export const planKinds = ['event', 'session', 'boat', 'exhibitor'] as const;
export type PlanKind = (typeof planKinds)[number];
export type PlanItem = { kind: PlanKind; id: string };
/** Saved item keys, in the order they were saved. */
export type Plan = readonly string[];

export const storageKey = 'mybos:my-show';
const storageVersion = 1;

export const itemKey = ({ kind, id }: PlanItem) => `${kind}:${id}`;

export function itemOf(key: string): PlanItem | undefined {
  const at = key.indexOf(':');
  const kind = key.slice(0, at) as PlanKind;
  const id = key.slice(at + 1);
  return at > 0 && planKinds.includes(kind) && isId(id) ? { kind, id } : undefined;
}

// Ids are slugs, dates and stand numbers: anything else in storage or a link is ignored.
const isId = (id: string) => /^[\w-]{1,80}$/.test(id);

/** The plan as stored, or an empty one for anything unreadable (never an error on a page). */
export function parseStoredPlan(raw: string | null): Plan {
  if (!raw) return [];
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null || !('items' in stored) || !Array.isArray(stored.items)) {
      return [];
    }
    return unique(stored.items.filter((key): key is string => typeof key === 'string' && itemOf(key) !== undefined));
  } catch {
    return [];
  }
}

export const serializePlan = (plan: Plan) => JSON.stringify({ version: storageVersion, items: plan });

const unique = (keys: readonly string[]) => [...new Set(keys)];

/** The plan with `key` added (at the end) or, if it was there, removed. */
export const toggleKey = (plan: Plan, key: string): Plan =>
  plan.includes(key) ? plan.filter((saved) => saved !== key) : [...plan, key];

/** `mine` plus whatever of `theirs` it lacks, in `theirs`' order. */
export const mergePlans = (mine: Plan, theirs: Plan): Plan => unique([...mine, ...theirs]);

// The share link names each kind once: /my-show?events=a,b&boats=c. Short, readable, and
// nothing but ids, so a link is no way to put text on someone else's screen.
const paramOf: Record<PlanKind, string> = {
  event: 'events',
  session: 'sessions',
  boat: 'boats',
  exhibitor: 'exhibitors',
};

export function planToSearch(plan: Plan): string {
  const params = planKinds
    .map((kind) => {
      const ids = plan
        .map(itemOf)
        .filter((item) => item?.kind === kind)
        .map((item) => item!.id);
      return ids.length ? `${paramOf[kind]}=${ids.join(',')}` : '';
    })
    .filter(Boolean);
  return params.length ? `?${params.join('&')}` : '';
}

export function planFromSearch(search: string): Plan {
  const params = new URLSearchParams(search);
  return unique(
    planKinds.flatMap((kind) =>
      (params.get(paramOf[kind]) ?? '')
        .split(',')
        .filter(isId)
        .map((id) => itemKey({ kind, id })),
    ),
  );
}
