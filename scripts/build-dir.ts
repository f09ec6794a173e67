// Which folder a build goes to, decided in one place for every step that writes or reads it:
// `build/` (its `client/` is what a host publishes), or SITE_BUILD_DIR. The browser tests have a
// second build, with the registrations service, in `build-service/` beside the first
// (scripts/build-inbox.ts --service; docs/decisions/083-a-second-test-build-with-the-service.md).
// It cannot live inside `build/`: React Router empties its build folder before each build.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export const DEFAULT_BUILD_DIR = 'build';

/** The build folder, absolute. */
export const buildDirectory = (env = process.env) => resolve(projectRoot, env.SITE_BUILD_DIR || DEFAULT_BUILD_DIR);

/** Its `client/`: the static site. */
export const clientDirectory = (env = process.env) => join(buildDirectory(env), 'client');
