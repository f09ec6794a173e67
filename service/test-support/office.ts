import { expect } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { kinds, registrationRules } from '../registrations/rules';
import type { RunningService } from '../start-service';
import { orderLines, type CruiseIndex } from './cruises';
import { cruiseOrder, samples } from './samples';
import { newReference, put } from './service';

/** A clock a test sets by hand; `check` reads each instant it is set to (and may refuse it). */
export function manualClock(start: string, check: (instant: string) => number = Date.parse) {
  let at = check(start);
  return {
    now: () => new Date(at),
    set: (instant: string) => {
      at = check(instant);
    },
    /** Moves on `ms` (1 by default), so each registration has its own instant. */
    tick: (ms = 1) => {
      at += ms;
    },
  };
}

const { windowOf } = registrationRules(readEditions());

/**
 * `instant` as a time, checked to be inside every form's window in the content: once an
 * organiser moves a window past it (a new edition), the office's tests say what to change
 * rather than fail on a refused registration.
 */
function inEveryWindow(instant: string): number {
  const at = Date.parse(instant);
  for (const kind of kinds) {
    const window = windowOf(kind);
    if (window && (at < Date.parse(window.opens) || at >= Date.parse(window.closes))) {
      throw new Error(
        `The office tests' clock, ${instant}, is outside the ${kind} form's window in content/site.yaml ` +
          `(${window.opens} to ${window.closes}): move the tests' instants into every form's window.`,
      );
    }
  }
  return at;
}

/**
 * The office's tests register through the service's real intake, on a clock they set: each
 * registration's `receivedAt`, and so its show day, is the test's to choose. The instants must be
 * inside every form's registration window (March and April 2025 today: the conference's closes
 * before the conference, on 23 May 2025; content/site.yaml), and this clock refuses any other.
 */
export const registrationClock = (start: string) => manualClock(start, inEveryWindow);

export type Stored = {
  reference: string;
  receivedAt: string;
  passes: { id: string; kind: string; url: string }[];
  seats?: { trip: string; pax: number }[];
};

/** Registers `data` as `kind` in `lang` and expects it stored (201). */
export async function register(
  service: RunningService,
  kind: keyof typeof samples,
  data: Record<string, unknown>,
  lang: 'en' | 'ms' = 'en',
  reference = newReference(),
): Promise<Stored> {
  const response = await put(service, reference, { kind, lang, data });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Stored;
}

/** Visitors with the names the office searches for: Malay, Chinese, accented Latin. */
export const people = {
  malay: {
    ...samples.visitor,
    firstName: 'Nur Aisyah',
    lastName: 'binti Abdullah',
    email: 'nur.aisyah@kedah.example',
    company: 'Syarikat Perahu Kedah',
  },
  chinese: {
    ...samples.visitor,
    title: 'Mr.',
    firstName: '伟明',
    lastName: '陈',
    email: 'chen.weiming@example.cn',
    company: '海峡游艇',
  },
  accented: {
    ...samples.visitor,
    title: 'Mr.',
    firstName: 'José',
    lastName: 'Muñoz',
    email: 'jose@munoz.example',
    company: 'Muñoz Náutica',
  },
};

/** A ticket order with `pax` seats on one trip and no tickets. */
export const seatsOn = (cruise: CruiseIndex, pax: number, day: string, tripTime: string) =>
  cruiseOrder([{ cruise, pax, day, tripTime }]);

/**
 * Books `seats` seats on one trip of cruise `cruise` (the content's index), in as few orders as
 * the content's most per order line allows (`orderLines`); the stored orders, in turn.
 */
export async function bookSeats(
  service: RunningService,
  { cruise, day, tripTime }: { cruise: CruiseIndex; day: string; tripTime: string },
  seats: number,
): Promise<Stored[]> {
  const stored: Stored[] = [];
  for (const pax of orderLines(seats))
    stored.push(await register(service, 'ticket', seatsOn(cruise, pax, day, tripTime)));
  return stored;
}
