import { readConfig } from './config';
import { jsonLog } from './http/log';
import { startService } from './start-service';

/**
 * `npm run service`: the registrations service alone (docs/deployment.md). Settings from the
 * environment (service/config.ts); JSON logs on stdout; SIGTERM or SIGINT stops it gracefully.
 */
async function main() {
  const config = readConfig(process.env);
  const service = await startService(config, { log: jsonLog });
  jsonLog({ level: 'info', msg: 'listening', url: service.url, port: service.port, engine: service.engine });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    jsonLog({ level: 'info', msg: 'stopping', signal });
    service.close().then(
      () => {
        jsonLog({ level: 'info', msg: 'stopped' });
        process.exit(0);
      },
      (error: unknown) => {
        jsonLog({ level: 'error', msg: 'stop failed', error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // The message only: a failure to start is a setting or the database, said in a line.
  jsonLog({ level: 'error', msg: 'cannot start', error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
