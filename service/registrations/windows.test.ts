import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { conferenceForm } from '~/routes/conference/form/definition';
import { exhibitorForm } from '~/routes/exhibitor-registration/form/definition';
import { publicVisitorForm } from '~/routes/public-registration/form/definition';
import { interestForm } from '~/routes/register-interest/form/definition';
import { kinds, registrationRules } from './rules';
import { admission, registrationDeadlines, registrationWindows, windowKeys } from './windows';

const editions = readEditions();
const windows = editions.en.site.edition.registration;
const hour = 3_600_000;

describe('windowKeys', () => {
  it("names each kind's window as its form does; the interest form has none", () => {
    expect(windowKeys).toEqual({
      visitor: 'publicVisitor',
      exhibitor: 'exhibitor',
      conference: 'conference',
      ticket: 'ticket',
      interest: undefined,
    });
    expect([publicVisitorForm, exhibitorForm, conferenceForm, interestForm].map((form) => form.windowKey)).toEqual([
      windowKeys.visitor,
      windowKeys.exhibitor,
      windowKeys.conference,
      windowKeys.interest,
    ]);
  });

  it('names only windows the content has, and every one of them', () => {
    const named = kinds.flatMap((kind) => windowKeys[kind] ?? []);
    expect(new Set(named)).toEqual(new Set(Object.keys(windows)));
  });
});

describe('registrationWindows', () => {
  it("gives each kind its form's window from the content, in both languages the same", () => {
    const windowOf = registrationWindows(windows);
    expect(windowOf('visitor')).toEqual(windows.publicVisitor);
    expect(windowOf('ticket')).toEqual(windows.ticket);
    expect(windowOf('interest')).toBeUndefined();
    expect(registrationWindows(editions.ms.site.edition.registration)('exhibitor')).toEqual(windows.exhibitor);
    expect(registrationRules(editions).windowOf('conference')).toEqual(windows.conference);
  });
});

describe('admission', () => {
  const window = windows.publicVisitor;
  const opens = Date.parse(window.opens);
  const closes = Date.parse(window.closes);
  const grace = 48 * hour;

  it('refuses before the window opens, takes from its opening instant to its closing one (excluded)', () => {
    expect(admission(opens - 1, window, grace)).toBe('not-yet-open');
    expect(admission(opens, window, grace)).toBe('open');
    expect(admission(closes - 1, window, grace)).toBe('open');
  });

  it('takes a registration late for the grace after closing, then refuses', () => {
    expect(admission(closes, window, grace)).toBe('late');
    expect(admission(closes + grace - 1, window, grace)).toBe('late');
    expect(admission(closes + grace, window, grace)).toBe('closed');
  });

  it('without a grace, refuses from the closing instant', () => {
    expect(admission(closes - 1, window, 0)).toBe('open');
    expect(admission(closes, window, 0)).toBe('closed');
  });

  it('ends the grace at the deadline when that comes first: no delegate once the conference has begun', () => {
    const deadline = closes + 8 * hour;
    expect(admission(closes, window, grace, deadline)).toBe('late');
    expect(admission(deadline - 1, window, grace, deadline)).toBe('late');
    expect(admission(deadline, window, grace, deadline)).toBe('closed');
    expect(admission(closes, window, grace, closes)).toBe('closed');
    // A deadline after the grace changes nothing.
    expect(admission(closes + grace, window, grace, closes + 2 * grace)).toBe('closed');
  });

  it('has no grace before opening: a grace is for a registration made in time', () => {
    expect(admission(opens - 1, window, 365 * 24 * hour)).toBe('not-yet-open');
  });

  it('keeps the instants with their offset: 22:00 in Malaysia is 14:00 UTC', () => {
    const at = { opens: '2026-02-01T00:00:00+08:00', closes: '2026-02-07T22:00:00+08:00' };
    expect(admission(Date.parse('2026-02-07T13:59:59.999Z'), at, 0)).toBe('open');
    expect(admission(Date.parse('2026-02-07T14:00:00Z'), at, 0)).toBe('closed');
  });

  it('always takes a form without a window', () => {
    expect(admission(0, undefined, 0)).toBe('open');
    expect(admission(Date.parse('2099-01-01T00:00:00Z'), undefined, 0)).toBe('open');
  });
});

describe('registrationDeadlines', () => {
  const { site, conference } = editions.en;
  const { utcOffset } = site.timeZone;
  const deadlineOf = registrationDeadlines(editions.en);

  it("is what each form registers for: the conference's start, the gates' first opening, their last closing", () => {
    expect(deadlineOf('conference')).toBe(Date.parse(`${conference.date}T${conference.startTime}:00${utcOffset}`));
    const { startDate, endDate, dailyHours } = site.edition;
    expect(deadlineOf('exhibitor')).toBe(Date.parse(`${startDate}T${dailyHours.opens}:00${utcOffset}`));
    const lastClosing = Date.parse(`${endDate}T${dailyHours.closes}:00${utcOffset}`);
    expect([deadlineOf('visitor'), deadlineOf('ticket')]).toEqual([lastClosing, lastClosing]);
    expect(deadlineOf('interest')).toBeUndefined();
    expect(registrationRules(editions).deadlineOf('conference')).toBe(deadlineOf('conference'));
  });

  it('comes no earlier than its window closes (the content check keeps it so)', () => {
    for (const kind of kinds) {
      const key = windowKeys[kind];
      if (key) expect(deadlineOf(kind)).toBeGreaterThanOrEqual(Date.parse(windows[key].closes));
    }
  });
});
