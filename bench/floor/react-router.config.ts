import type { Config } from '@react-router/dev/config';

// The benchmark's reference page: React Router's defaults, one prerendered route.
export default {
  ssr: false,
  prerender: ['/'],
} satisfies Config;
