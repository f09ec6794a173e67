import { runService } from './run-service';

/**
 * `npm run service`: the registrations service alone (docs/deployment.md), on the real clock.
 * Settings from the environment (service/config.ts); JSON logs on stdout; SIGTERM or SIGINT
 * stops it gracefully.
 */
runService();
