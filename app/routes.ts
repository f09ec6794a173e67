import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home/route.tsx'),
  route('public-registration', 'routes/public-registration/route.tsx'),
  route('exhibitor-registration', 'routes/exhibitor-registration/route.tsx'),
  route('exhibitor-list', 'routes/exhibitor-list/route.tsx'),
  route('introduction', 'routes/introduction/route.tsx'),
  route('strategic', 'routes/strategic/route.tsx'),
  route('chairman-insight', 'routes/chairman-insight/route.tsx'),
  route('exhibitor', 'routes/exhibitor/route.tsx'),
  route('conference', 'routes/conference/route.tsx'),
  route('ticket', 'routes/ticket/route.tsx'),
  route('daily-schedule', 'routes/daily-schedule/route.tsx'),
  route('all-boats', 'routes/all-boats/route.tsx'),
  route('gallery-all', 'routes/gallery-all/route.tsx'),
  route('workshop-registration', 'routes/workshop-registration/route.tsx'),
  route('accessibility', 'routes/accessibility/route.tsx'),
  route('*', 'routes/not-found/route.tsx'),
] satisfies RouteConfig;
