import { generateSigningJwk } from './passes/keys';

/**
 * `npm run pass-key`: prints a new private EC P-256 JWK with a kid, on one line, to put in the
 * service's environment as `PASS_SIGNING_KEY` (docs/deployment.md, section 6). Nothing is
 * written anywhere: keep it in the host's secret store, never in the repository.
 */
process.stdout.write(`${JSON.stringify(await generateSigningJwk())}\n`);
