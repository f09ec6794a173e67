import type { CalendarContext } from './calendar-events';
import { useRootContent } from '~/content/use-root-content';
import { useLang } from '~/lib/use-lang';

/** What the calendar entry builders (features/calendar/calendar-events.ts) need, from the page's own content. */
export function useCalendarContext(): CalendarContext {
  const { site, shell } = useRootContent();
  return { site, copy: shell.calendar, lang: useLang() };
}
