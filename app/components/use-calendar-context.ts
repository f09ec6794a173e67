import type { CalendarContext } from '~/data/calendar-events';
import { useContent, useLang } from './use-content';

/** What the calendar entry builders (data/calendar-events.ts) need, from the page's own content. */
export function useCalendarContext(): CalendarContext {
  return { site: useContent('site'), copy: useContent('shell').calendar, lang: useLang() };
}
