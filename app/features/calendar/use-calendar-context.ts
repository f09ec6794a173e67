import type { CalendarContext } from './calendar-events';
import { useContent, useLang } from '~/content/use-content';

/** What the calendar entry builders (features/calendar/calendar-events.ts) need, from the page's own content. */
export function useCalendarContext(): CalendarContext {
  return { site: useContent('site'), copy: useContent('shell').calendar, lang: useLang() };
}
