import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { copyOfContent } from '~/content/test-content-copy';
import { langs, unlocalizedPath } from '~/lib/lang';
import { parseStoredPlan, planFromSearch, planToSearch, serializePlan } from './my-show-plan';
import { planCatalogue } from './plan-catalogue';
import { boatPath } from '~/features/boats/boat-path';
import { exhibitorPath } from '~/features/exhibitors/exhibitor-path';

const editions = readEditions();

describe('the My Show catalogue', () => {
  const english = planCatalogue(editions.en, 'en');

  it('holds every schedule event, conference session, boat and exhibitor once', () => {
    const count = (kind: string) => Object.values(english.entries).filter((entry) => entry.kind === kind).length;
    expect(count('event')).toBe(editions.en.schedule.days.flatMap((day) => day.events).length);
    expect(count('session')).toBe(editions.en.conferenceTimetable.slots.flatMap((slot) => slot.sessions).length);
    expect(count('boat')).toBe(editions.en.boats.all.length);
    expect(count('exhibitor')).toBe(editions.en.exhibitors.all.length);
  });

  it('uses the same keys in both languages, so a plan survives a language switch and a shared link', () => {
    expect(Object.keys(planCatalogue(editions.ms, 'ms').entries)).toEqual(Object.keys(english.entries));
  });

  for (const lang of langs) {
    it(`(${lang}) links every entry to a page of its own language, and dates every timed one on a listed day`, () => {
      const catalogue = planCatalogue(editions[lang], lang);
      const paths = [
        ...Object.values(editions.en.pages).map((page) => page.path),
        ...editions.en.boats.all.map((boat) => boatPath(boat.id, 'en')),
        ...editions.en.exhibitors.all.map((exhibitor) => exhibitorPath(exhibitor.id, 'en')),
      ];
      for (const entry of Object.values(catalogue.entries)) {
        const path = entry.to.split(/[?#]/)[0] ?? '';
        expect(paths).toContain(unlocalizedPath(path));
        expect(path.startsWith('/ms')).toBe(lang === 'ms');
        if (entry.calendar) expect(catalogue.days.map((day) => day.date)).toContain(entry.date);
      }
    });
  }
});

describe('a saved plan after the office renames an exhibitor', () => {
  it('still finds the exhibitor, from the device and from a shared link, because its id stays', () => {
    const before = planCatalogue(editions.en, 'en');
    const key = Object.keys(before.entries).find(
      (entry) => before.entries[entry]?.name === 'AquaVolt Electric Propulsion',
    );
    expect(key).toBe('exhibitor:aquavolt-electric-propulsion');
    const stored = serializePlan([key!]);
    const sharedSearch = planToSearch([key!]);

    const { dir, remove } = copyOfContent('renamed');
    try {
      const file = join(dir, 'exhibitors/aquavolt-electric-propulsion.yaml');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('name: AquaVolt Electric Propulsion', 'name: AquaVolt Marine Power'),
      );

      for (const lang of langs) {
        const after = planCatalogue(readEditions(undefined, undefined, dir)[lang], lang);
        for (const plan of [parseStoredPlan(stored), planFromSearch(sharedSearch)]) {
          expect(plan.map((item) => after.entries[item]?.name)).toEqual(['AquaVolt Marine Power']);
        }
      }
    } finally {
      remove();
    }
  });
});
