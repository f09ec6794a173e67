import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '~/lib/lang';
import { readEditions } from './read-editions.server';

const { en, ms } = readEditions();
const scheduleContent = en.schedule;
const scheduleDays = en.schedule.days;
const malaySchedule = ms.schedule;

const activities = (index: number) => scheduleDays[index]!.events.map((event) => `${event.time} ${event.activity}`);

describe('the daily schedule', () => {
  it('has four days, 21–24 May 2025', () => {
    expect(scheduleDays.map((day) => day.date)).toEqual(['2025-05-21', '2025-05-22', '2025-05-23', '2025-05-24']);
  });

  it('runs the cruises and the 3PM, 3:30PM and 4PM shows every day', () => {
    for (const index of [0, 1, 2, 3]) {
      expect(activities(index)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/Morning cruise \(advance booking\)$/),
          expect.stringMatching(/Lunch cruise \(advance booking\)$/),
          expect.stringMatching(/Sunset cruise \(advance booking\)$/),
          '3PM Flyboard show',
          '3:30PM E-foiling',
          '4PM Jet ski',
        ]),
      );
    }
  });

  it('holds the 2–4PM workshops on days 2–4 only and the gala dinner on day 3 only', () => {
    const workshops = '2PM–4PM Sailing workshops (pre-registration)';
    expect(scheduleDays.map((_, index) => activities(index).includes(workshops))).toEqual([false, true, true, true]);
    expect(scheduleDays.map((_, index) => activities(index).some((a) => a.endsWith('Gala dinner')))).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });
});

describe('the Malay daily schedule', () => {
  it('has the same days, each with as many events at the same places as in English', () => {
    expect(malaySchedule.days.map((day) => day.date)).toEqual(scheduleDays.map((day) => day.date));
    expect(malaySchedule.days.map((day) => day.events.length)).toEqual(scheduleDays.map((day) => day.events.length));
    expect(malaySchedule.notes).toHaveLength(scheduleContent.notes.length);
  });

  it('holds the workshops on days 2–4 only and the gala dinner on day 3 only', () => {
    const has = (text: string) =>
      malaySchedule.days.map((day) => day.events.some((event) => event.activity.startsWith(text)));
    expect(has('Bengkel')).toEqual([false, true, true, true]);
    expect(has('Makan malam gala')).toEqual([false, false, true, false]);
  });

  it('keeps the placeholders of the table caption', () => {
    expect(placeholdersOf(malaySchedule.caption)).toEqual(placeholdersOf(scheduleContent.caption));
  });
});
