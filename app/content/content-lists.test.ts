import { describe, expect, it } from 'vitest';
import { formatProblem } from './content-problem';
import { findListProblems } from './content-lists';
import { readContent, type Content } from './read-content.server';

// Each case breaks one list rule in a copy of the real content (read from content/) and reads
// the line the build prints for it.
const { content } = readContent();
if (!content) throw new Error('The content does not pass its check');
const copy = (): Content => structuredClone(content);
const problems = (changed: Content) => findListProblems(changed).map(formatProblem);

describe('the list rules of the content check', () => {
  it('pass the content as it is', () => {
    expect(problems(copy())).toEqual([]);
  });

  it('refuse an exhibitor whose category is not in the office’s list, and take one the list gained', () => {
    const changed = copy();
    const [exhibitor] = changed.collections.exhibitors;
    exhibitor!.category = { en: 'Boatbuilder', ms: exhibitor!.category.ms };
    expect(problems(changed)).toEqual([
      expect.stringMatching(
        new RegExp(`^content/exhibitors/${exhibitor!.id}\\.yaml: entry "${exhibitor!.id}", field category: "Boatbuilder" / .* is not one of the exhibitors' categories`),
      ),
    ]);
    changed.copy.exhibitors.categories.push({ ...exhibitor!.category });
    expect(problems(changed)).toEqual([]);
  });

  it('refuse a stand taken by two exhibitors, naming the other one on each', () => {
    const changed = copy();
    const [first, second] = changed.collections.exhibitors;
    second!.stand = first!.stand;
    expect(problems(changed)).toEqual([
      `content/exhibitors/${first!.id}.yaml: entry "${first!.id}", field stand: ${first!.stand} is already taken by ${second!.name}: choose a free stand`,
      `content/exhibitors/${second!.id}.yaml: entry "${second!.id}", field stand: ${first!.stand} is already taken by ${first!.name}: choose a free stand`,
    ]);
  });

  it('refuse a day whose events are out of time order, at the first one out of place', () => {
    const changed = copy();
    const [day] = changed.collections['schedule-days'];
    const [first, second] = day!.events;
    day!.events.splice(0, 2, second!, first!);
    expect(problems(changed)).toEqual([
      `content/schedule-days/${day!.id}.yaml: entry "${day!.id}", field events.1.start: ${first!.start} is before the event above it (${second!.activity.en}, ${second!.start}): events are kept in time order`,
    ]);
  });
});
