// Network faults on the way to the inbox, for the browser tests of the registration outbox:
// a send can be held (in flight for as long as a test likes, as on one bar of signal), then
// delivered or dropped; and "chaos" fails a share of all sends at random, after a random
// delay, with a server error, a 429 or a network error (only sends carrying its `match`, so
// tests running side by side are spared). Nothing that fails here is stored:
// these are faults before the request reaches the service. They stand in for a proxy in
// front of EmailJS; `npm start` never turns them on.
import type { IncomingMessage } from 'node:http';

export type Random = () => number;

/**
 * What a test asks for, as it posts it (JSON): each value is converted where it is used, as
 * text (`match`, `outcome`) or a number (`count`, `rate`, `maxDelayMs`, `seed`).
 */
export type FaultOptions = {
  match?: unknown;
  count?: unknown;
  outcome?: unknown;
  rate?: unknown;
  maxDelayMs?: unknown;
  seed?: unknown;
};

/** A seeded pseudo-random generator (mulberry32), so a failing chaos run can be replayed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What chaos does to one send: deliver it, or fail it with `status` (0: a network error). */
export function chaosOutcome(
  random: Random,
  rate: number,
): { deliver: true; status?: undefined } | { deliver: false; status: number } {
  if (random() >= rate) return { deliver: true };
  const statuses = [500, 503, 429, 0];
  // random() is below 1, so the index is always one of the four.
  return { deliver: false, status: statuses[Math.floor(random() * statuses.length)]! };
}

type HeldSend = { haystack: string; deliver: () => void; fail: (status: number) => void };

export function createFaults() {
  /** Rules for sends still to be held: `{ match, remaining }`. */
  let holdRules: { match: string; remaining: number }[] = [];
  /** Sends held now: `{ haystack, deliver(), fail(status), aborted }`. */
  let held: HeldSend[] = [];
  /** Chaos rules by the text a send must carry: `{ rate, maxDelayMs, random }`. */
  const chaos = new Map<string, { rate: number; maxDelayMs: number; random: Random }>();

  const matches = (match: unknown, haystack: string) => !match || haystack.includes(String(match));

  return {
    hold({ match = '', count = 1 }: FaultOptions) {
      holdRules.push({ match: String(match), remaining: Number(count) });
    },
    /** Sends held now (the ones whose browser gave up are gone). */
    held: (match = '') => held.filter((send) => matches(match, send.haystack)).length,
    /** Delivers (`outcome: 'deliver'`) or drops (`'drop'`: a network error) the held sends matching. */
    release({ match = '', outcome = 'deliver' }: FaultOptions) {
      const released = held.filter((send) => matches(match, send.haystack));
      held = held.filter((send) => !released.includes(send));
      for (const send of released) {
        if (outcome === 'drop') send.fail(0);
        else send.deliver();
      }
      return released.length;
    },
    /** Fails sends carrying `match` at random; one rule per match, so side-by-side tests keep theirs. */
    setChaos({ match = '', rate = 0.5, maxDelayMs = 0, seed = 1 }: FaultOptions) {
      chaos.set(String(match), {
        rate: Number(rate),
        maxDelayMs: Number(maxDelayMs),
        random: seededRandom(Number(seed)),
      });
    },
    endChaos(match = '') {
      chaos.delete(String(match));
    },
    reset() {
      holdRules = [];
      for (const send of held) send.fail(0);
      held = [];
      chaos.clear();
    },
    /**
     * Decides the fate of one valid send: calls `deliver()` or `fail(status)`, now or later.
     * `request` is the incoming request: a browser that gives up on a held send (the page
     * that made it was closed) closes it, and the send is then lost, never delivered.
     */
    apply({
      haystack,
      request,
      deliver,
      fail,
    }: {
      haystack: string;
      request: IncomingMessage;
      deliver: () => void;
      fail: (status: number) => void;
    }) {
      const holdRule = holdRules.find((candidate) => matches(candidate.match, haystack));
      if (holdRule) {
        holdRule.remaining -= 1;
        if (holdRule.remaining <= 0) holdRules = holdRules.filter((candidate) => candidate !== holdRule);
        const send = { haystack, deliver, fail };
        held.push(send);
        request.socket.once('close', () => {
          held = held.filter((candidate) => candidate !== send);
        });
        return;
      }
      const rule = [...chaos].find(([match]) => matches(match, haystack))?.[1];
      if (!rule) return deliver();
      const { deliver: ok, status } = chaosOutcome(rule.random, rule.rate);
      const delay = Math.floor(rule.random() * rule.maxDelayMs);
      setTimeout(() => (ok ? deliver() : fail(status)), delay);
    },
  };
}
