import type { Edition } from '~/content/edition';
import { scheduleCalendarEvent, scheduleEventId } from './calendar-events';
import { AddToCalendar } from './add-to-calendar';
import { SaveToggle } from '~/features/my-show/save-toggle';
import styles from './schedule-event-actions.module.css';
import { useCalendarContext } from './use-calendar-context';

type Day = Edition['schedule']['days'][number];

/**
 * Save and Add to calendar for one event of the daily schedule. Every day has a morning
 * cruise, so both are named with the event and its day ("Morning cruise…, Day 1").
 */
export function ScheduleEventActions({ day, event }: { day: Day; event: Day['events'][number] }) {
  const calendar = useCalendarContext();
  const name = `${event.activity}, ${day.title}`;
  return (
    <div className={styles.actions}>
      <SaveToggle item={{ kind: 'event', id: scheduleEventId(day, event) }} name={name} />
      <AddToCalendar event={scheduleCalendarEvent(calendar, day, event)} name={name} />
    </div>
  );
}
