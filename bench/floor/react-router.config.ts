import type { Config } from '@react-router/dev/config';

// The benchmark's reference page: React Router's defaults, one prerendered route.
export default {
  ssr: false,
  prerender: ['/'],
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
