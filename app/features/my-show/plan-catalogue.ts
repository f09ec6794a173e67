import type { Edition } from '~/content/edition';
import type { CalendarEvent } from '~/features/calendar/calendar';
import { fill, localizedPath, type Lang } from '~/lib/lang';
import { boatPath } from '~/features/boats/boat-path';
import { exhibitorPath } from '~/features/exhibitors/exhibitor-path';
import { itemKey, type PlanKind } from './my-show-plan';
import {
  scheduleCalendarEvent,
  scheduleEventId,
  sessionCalendarEvent,
  sessionId,
} from '~/features/calendar/calendar-events';

/** Everything a visitor can save, as /my-show lists it. */
export type CatalogueEntry = {
  kind: PlanKind;
  name: string;
  /** The line under the name: a time, a speaker, a boat's type, an exhibitor's category. */
  detail: string;
  /** Where it is on the site. */
  to: string;
  /** Events and sessions: their day and their calendar entry. */
  date?: string;
  calendar?: CalendarEvent;
  /** Boats and exhibitors: their stand or berth on the venue plan. */
  stand?: string;
};

export type PlanDay = { date: string; title: string; dateLabel: string };

export type PlanCatalogue = {
  /** By plan key (`event:2025-05-21-morning-cruise`, `boat:azure-horizon`…). */
  entries: Record<string, CatalogueEntry>;
  /** The days dated entries fall on, in order. */
  days: PlanDay[];
};

/**
 * Built at build time by the /my-show loader: a compact index of every savable item in the
 * page's language, so the page can show any plan (its own or a shared one) without shipping
 * the content modules.
 */
export function planCatalogue(edition: Edition, lang: Lang): PlanCatalogue {
  const { site, shell, schedule, conference, conferenceTimetable, boats, exhibitors, myShow, pages } = edition;
  const context = { site, copy: shell.calendar, lang };
  const entries: Record<string, CatalogueEntry> = {};
  const add = (id: string, entry: CatalogueEntry) => {
    entries[itemKey({ kind: entry.kind, id })] = entry;
  };

  for (const day of schedule.days) {
    for (const event of day.events) {
      add(scheduleEventId(day, event), {
        kind: 'event',
        name: event.activity,
        detail: event.time,
        to: `${localizedPath(pages.dailySchedule.path, lang)}#day-${day.date}`,
        date: day.heldOn,
        calendar: scheduleCalendarEvent(context, day, event),
      });
    }
  }
  conferenceTimetable.slots.forEach((slot, slotIndex) => {
    slot.sessions.forEach((session, sessionIndex) => {
      add(sessionId(slot, sessionIndex), {
        kind: 'session',
        name: session.topic,
        detail: `${slot.time} · ${session.speaker}`,
        to: `${localizedPath(pages.conference.path, lang)}#timetable`,
        date: conference.date,
        calendar: sessionCalendarEvent(context, conference, conferenceTimetable.slots, slotIndex, sessionIndex),
      });
    });
  });
  for (const boat of boats.all) {
    add(boat.id, {
      kind: 'boat',
      name: boat.name,
      detail: `${boat.type} · ${boat.length}`,
      to: boatPath(boat.id, lang),
      stand: boat.berth,
    });
  }
  for (const exhibitor of exhibitors.all) {
    add(exhibitor.id, {
      kind: 'exhibitor',
      name: exhibitor.name,
      detail: fill(myShow.exhibitorDetail, { category: exhibitor.category, country: exhibitor.country }),
      to: exhibitorPath(exhibitor.id, lang),
      stand: exhibitor.stand,
    });
  }

  // Grouped by the day each is held on, as its calendar entry has it.
  const days: PlanDay[] = schedule.days.map(({ heldOn, title, heldOnLabel }) => ({
    date: heldOn,
    title,
    dateLabel: heldOnLabel,
  }));
  if (!days.some((day) => day.date === conference.date)) {
    days.push({ date: conference.date, title: conference.name, dateLabel: conference.dateLabel });
    days.sort((a, b) => a.date.localeCompare(b.date));
  }
  return { entries, days };
}
