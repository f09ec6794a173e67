import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../app/content/content-problem';
import { readContent } from '../app/content/read-content.server';
import { applyOrganiserEdits, touchedServiceTests, touchedUnitTests } from './organiser-edits.ts';

// The edits of the CI proof (npm run test:organiser-edits) are valid content: the content check
// passes on the edited copy, and each edit did what it says. The photos are copied, not linked
// (two edits upload one); public/ is linked (the check only looks for the brochures there).
const root = mkdtempSync(join(tmpdir(), 'mybos-organiser-edits-test-'));
const dir = join(root, 'content');
cpSync(join(process.cwd(), 'content'), dir, { recursive: true });
symlinkSync(join(process.cwd(), 'public'), join(root, 'public'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const before = readContent().content!;
await applyOrganiserEdits(dir);
const { content: after, problems } = readContent(dir);

describe('the organiser edits of the CI proof', () => {
  it('leave content that passes the content check', () => {
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('add a featured boat with its own photo, remove an exhibitor, add a fourth hero photo', () => {
    const { boats, exhibitors } = after!.collections;
    expect(boats).toHaveLength(before.collections.boats.length + 1);
    const boat = boats.find((each) => !before.collections.boats.some((old) => old.id === each.id))!;
    expect(boat).toMatchObject({ featured: true, image: { file: `boats/${boat.id}.jpg` } });
    expect(exhibitors).toHaveLength(before.collections.exhibitors.length - 1);
    expect(after!.collections['hero-slides']).toHaveLength(before.collections['hero-slides'].length + 1);
  });

  it("change a cruise's price and capacity, and rename a partner", () => {
    const changed = after!.copy.cruises.items.filter(
      (cruise, index) => cruise.priceRm !== before.copy.cruises.items[index]!.priceRm,
    );
    expect(changed).toHaveLength(1);
    const partners = after!.collections.partners.map((partner) => partner.name);
    expect(partners.filter((name) => !before.collections.partners.some((old) => old.name === name))).toHaveLength(1);
  });

  it('add a schedule event in time order', () => {
    const [day] = after!.collections['schedule-days'];
    expect(day!.events).toHaveLength(before.collections['schedule-days'][0]!.events.length + 1);
    const starts = day!.events.map((event) => event.start);
    expect(starts).toEqual(starts.toSorted());
  });

  it('name test files that exist, so a moved one is not silently left out', () => {
    const missing = [...touchedUnitTests, ...touchedServiceTests].filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
  });
});
