import { editionOf } from '~/data/load-page';
import { calendarEntries } from '~/features/calendar/calendar-events';
import type { Route } from './+types/route';

/**
 * `/calendar/<id>.ics` (and `/ms/calendar/<id>.ics`): one calendar entry as a file. A resource
 * route, prerendered for every entry (react-router.config.ts), so the host serves plain files.
 */
export async function loader({ url, params }: Route.LoaderArgs) {
  const { lang, edition } = editionOf(url);
  const id = params.file.replace(/\.ics$/, '');
  const entry = calendarEntries(edition, lang).get(id);
  if (!entry || !params.file.endsWith('.ics')) throw new Response('Not found', { status: 404 });
  // Imported here as My Show imports it (on demand), so the module has one way in and the
  // bundler keeps it out of the shared code.
  const { icsOf } = await import('~/features/calendar/ics');
  return new Response(icsOf([entry], { name: entry.title }), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
}
