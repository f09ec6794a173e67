import type { Config } from '@react-router/dev/config';
import { future } from '../../react-router.future';

// The benchmark's reference page: React Router's defaults (and the site's future flags, which
// only say those defaults out loud), one prerendered route.
export default {
  ssr: false,
  prerender: ['/'],
  future,
} satisfies Config;
