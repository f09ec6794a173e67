// React Router 7 publishes a production build (dist/production) but its package.json exports
// point every condition at dist/development (remix-run/react-router#12532, #14102), whose only
// difference is `ENABLE_DEV_WARNINGS = true`: development-only warnings and messages in every
// page's script. This resolves the browser build's `react-router` and `react-router/dom` to
// the production files. The server build (prerendering) keeps the package's own resolution,
// so the server and @react-router/node share one copy.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const packageRoot = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
export const productionFiles = {
  'react-router': join(packageRoot, 'dist/production/index.mjs'),
  'react-router/dom': join(packageRoot, 'dist/production/dom-export.mjs'),
};

/** @returns {import('vite').Plugin} */
export function reactRouterProductionBuild() {
  return {
    name: 'mybos:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => productionFiles[source] ?? null,
  };
}
