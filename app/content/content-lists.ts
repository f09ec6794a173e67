import type { ContentProblem } from './content-problem';
import type { Content } from './read-content.server';

/**
 * Rules for the choices an organiser makes from a list, across files: an exhibitor's category is
 * one of the office's list (copy/exhibitors.yaml `categories`), a stand or berth is taken by one
 * exhibitor only, and a day's events are in time order. Pure (no files read), so the editor runs
 * these same rules on the entry being edited (editor/rules/entry-rules.ts). Each rule is a row of
 * `listRules`; a new one is a new row.
 */
type ListRule = (content: Content) => ContentProblem[];

const sameText = (a: { en: string; ms: string }, b: { en: string; ms: string }) => a.en === b.en && a.ms === b.ms;

/** An exhibitor's category is one of the list, in both languages. */
const categoryInList: ListRule = (content) => {
  const categories = content.copy.exhibitors.categories;
  return content.collections.exhibitors
    .filter((exhibitor) => !categories.some((category) => sameText(category, exhibitor.category)))
    .map((exhibitor) => ({
      file: `exhibitors/${exhibitor.id}.yaml`,
      entry: exhibitor.id,
      field: 'category',
      message: `"${exhibitor.category.en}" / "${exhibitor.category.ms}" is not one of the exhibitors' categories (${categories
        .map((category) => category.en)
        .join(', ')}): choose one, or add it to the list in copy/exhibitors.yaml first`,
    }));
};

/** A stand or berth is taken by one exhibitor only: each exhibitor sharing one is named. */
const standTakenOnce: ListRule = (content) => {
  const exhibitors = content.collections.exhibitors;
  return exhibitors.flatMap((exhibitor) => {
    const others = exhibitors.filter((other) => other.id !== exhibitor.id && other.stand === exhibitor.stand);
    if (others.length === 0) return [];
    return [
      {
        file: `exhibitors/${exhibitor.id}.yaml`,
        entry: exhibitor.id,
        field: 'stand',
        message: `${exhibitor.stand} is already taken by ${others.map((other) => other.name).join(', ')}: choose a free stand`,
      },
    ];
  });
};

/** A day's events are in the order of their start times, as the schedule and calendar list them. */
const eventsInTimeOrder: ListRule = (content) =>
  content.collections['schedule-days'].flatMap((day) =>
    day.events.flatMap((event, index) => {
      const before = day.events[index - 1];
      if (!before || before.start <= event.start) return [];
      return [
        {
          file: `schedule-days/${day.id}.yaml`,
          entry: day.id,
          field: `events.${index}.start`,
          message: `${event.start} is before the event above it (${before.activity.en}, ${before.start}): events are kept in time order`,
        },
      ];
    }),
  );

export const listRules: ListRule[] = [categoryInList, standTakenOnce, eventsInTimeOrder];

export const findListProblems = (content: Content): ContentProblem[] => listRules.flatMap((rule) => rule(content));
