import { type RouteConfig, route } from '@react-router/dev/routes';

// Every page answers at its English path and under /ms for Malay (`ms?` is an optional
// segment), so one route module serves both languages and the URL alone decides which.
export default [
  route('ms?', 'routes/home/route.tsx'),
  route('ms?/public-registration', 'routes/public-registration/route.tsx'),
  route('ms?/exhibitor-registration', 'routes/exhibitor-registration/route.tsx'),
  route('ms?/exhibitor-list', 'routes/exhibitor-list/route.tsx'),
  route('ms?/introduction', 'routes/introduction/route.tsx'),
  route('ms?/strategic', 'routes/strategic/route.tsx'),
  route('ms?/chairman-insight', 'routes/chairman-insight/route.tsx'),
  route('ms?/exhibitor', 'routes/exhibitor/route.tsx'),
  route('ms?/conference', 'routes/conference/route.tsx'),
  route('ms?/ticket', 'routes/ticket/route.tsx'),
  route('ms?/daily-schedule', 'routes/daily-schedule/route.tsx'),
  route('ms?/all-boats', 'routes/all-boats/route.tsx'),
  // A page per boat and per exhibitor, by the content's stable ids.
  route('ms?/boats/:id', 'routes/boat-details/route.tsx'),
  route('ms?/exhibitors/:id', 'routes/exhibitor-details/route.tsx'),
  // Their data, every entry in one file per language, and the shell's words (resource routes
  // the service worker precaches, docs/reliability.md).
  route('ms?/boats.json', 'routes/boat-details/all-boat-pages.ts'),
  route('ms?/exhibitors.json', 'routes/exhibitor-details/all-exhibitor-pages.ts'),
  route('ms?/shell.json', 'routes/shell-data/route.ts'),
  route('ms?/gallery-all', 'routes/gallery-all/route.tsx'),
  route('ms?/workshop-registration', 'routes/workshop-registration/route.tsx'),
  route('ms?/visit', 'routes/visit/route.tsx'),
  route('ms?/accessibility', 'routes/accessibility/route.tsx'),
  route('ms?/past-editions', 'routes/past-editions/route.tsx'),
  route('ms?/my-show', 'routes/my-show/route.tsx'),
  route('ms?/register-interest', 'routes/register-interest/route.tsx'),
  route('ms?/offline', 'routes/offline/route.tsx'),
  // A pass opened from its link (/pass#<token>, the token in the fragment): not a public page.
  route('ms?/pass', 'routes/pass/route.tsx'),
  // Every gallery photo as JSON (a resource route) for the home carousel's later pages.
  route('ms?/gallery-photos.json', 'routes/gallery-photos/route.ts'),
  // Calendar files (resource routes): prerendered to .ics files, one per entry and language.
  route('ms?/calendar/:file', 'routes/calendar-file/route.ts'),
  // For crawlers (resource routes, prerendered to files).
  route('sitemap.xml', 'routes/sitemap/route.ts'),
  route('robots.txt', 'routes/robots/route.ts'),
  route('*', 'routes/not-found/route.tsx'),
] satisfies RouteConfig;
