import { describe, expect, it } from 'vitest';
import { readEditions } from './read-editions.server';

const navGroups = readEditions().en.navigation.groups;

describe('navigation groups', () => {
  it('carry the required labels and targets, with {product} rendered as MYBOS', () => {
    expect(navGroups.map((group) => [group.title, group.links.map((link) => `${link.to} ${link.label}`)])).toEqual([
      [
        'Event',
        [
          '/daily-schedule MYBOS Schedule',
          '/ticket MYBOS 2026 Entrance',
          '/conference Malaysia Yachting Conference @ LIMA 2025',
          '/workshop-registration Workshop Program Registration',
        ],
      ],
      ['Info', ['/strategic Highlights', '/exhibitor Exhibitors', '/visit Plan Your Visit']],
      ['About', ['/introduction MYBOS 2026', "/chairman-insight Chairman's Insight"]],
      ['Media', ['/all-boats Boat/Yacht', '/gallery-all Our Gallery']],
    ]);
  });
});
