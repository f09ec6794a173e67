import { readEditions } from '~/content/read-editions.server';
import { registrationRules } from '../../service/registrations/rules';
import { runService } from '../../service/run-service';

/**
 * The registrations service as `npm run service` runs it (service/main.ts), but on a clock
 * that starts in the middle of the visitor form's registration window and runs from there:
 * the intake benchmark (scripts/bench-service.ts) registers visitors, which the service
 * refuses outside that window, whatever today's date. The window is the content's
 * (CONTENT_DIR or ./content), as the service reads it.
 */
const window = registrationRules(readEditions()).windowOf('visitor');
if (!window) throw new Error('the visitor form has no registration window: run service/main.ts instead');
const opens = Date.parse(window.opens);
const at = opens + Math.floor((Date.parse(window.closes) - opens) / 2);
const started = Date.now();
runService({ now: () => new Date(at + (Date.now() - started)) });
