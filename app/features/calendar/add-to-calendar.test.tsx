// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithContent } from '~/ui/test-render';
import { AddToCalendar } from './add-to-calendar';
import type { CalendarEvent } from './calendar';

// The control follows the show's calendar (features/lifecycle): before the show by default.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-20T10:00:00+08:00'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const event: CalendarEvent = {
  id: 'show',
  uid: 'show@mybos',
  title: 'MYBOS 2026',
  description: 'The show',
  location: 'Royal Langkawi Yacht Club',
  url: 'https://example.org/',
  allDay: true,
  startDate: '2026-02-04',
  endDate: '2026-02-08',
};

describe('AddToCalendar', () => {
  it('is a disclosure holding the .ics file and the two calendar links, opening in a new tab', async () => {
    await renderWithContent(<AddToCalendar event={event} name="MYBOS 2026" />);
    const summary = screen.getByText('Add to calendar');
    const menu = summary.closest('details');
    expect(menu).not.toBeNull();
    const links = within(menu!).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))[0]).toBe('/calendar/show.ics');
    expect(links[0]?.hasAttribute('download')).toBe(true);
    expect(links[1]?.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\//);
    expect(links[2]?.getAttribute('href')).toMatch(/^https:\/\/outlook\.live\.com\//);
    for (const external of links.slice(1)) {
      expect(external.getAttribute('target')).toBe('_blank');
      expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    }
    // Told apart from other entries on the page by the hidden name after its summary.
    expect(summary.textContent).toContain('(MYBOS 2026)');
  });

  it('links the Malay file from a Malay page, in Malay words', async () => {
    await renderWithContent(<AddToCalendar event={event} />, { lang: 'ms' });
    const summary = screen.getByText('Tambah ke kalendar');
    const links = within(summary.closest('details')!).getAllByRole('link', { hidden: true });
    expect(links[0]?.getAttribute('href')).toBe('/ms/calendar/show.ics');
  });

  it('is gone once the show is over: nothing of it is worth adding', async () => {
    vi.setSystemTime(new Date('2026-02-07T22:00:00+08:00'));
    await renderWithContent(<AddToCalendar event={event} name="MYBOS 2026" />);
    expect(screen.queryByText('Add to calendar')).toBeNull();
  });
});
