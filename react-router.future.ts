import type { Config } from '@react-router/dev/config';

// React Router 7 behaviour, said explicitly (an unset flag prints a warning on every build).
// These are adopted with the move to React Router 8, which needs Node 22 (docs/decisions/001-react-router-7-18-4-with-a-one-word-patch.md).
// The site and the benchmark's floor page (bench/floor/) share them.
export const future = {
  v8_middleware: false,
  v8_splitRouteModules: false,
  v8_viteEnvironmentApi: false,
  v8_passThroughRequests: false,
  v8_trailingSlashAwareDataRequests: false,
} satisfies Config['future'];
