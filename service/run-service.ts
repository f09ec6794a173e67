import { readConfig } from './config';
import { jsonLog } from './http/log';
import { startService } from './start-service';

/**
 * The service as a process: settings from the environment (service/config.ts), JSON logs on
 * stdout, SIGTERM or SIGINT stops it gracefully, a failure to start exits 1. `npm run service`
 * (main.ts) runs it on the real clock; the intake benchmark on one inside a registration window.
 */
export function runService({ now }: { now?: () => Date } = {}) {
  run(now).catch((error: unknown) => {
    // The message only: a failure to start is a setting or the database, said in a line.
    jsonLog({ level: 'error', msg: 'cannot start', error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  });
}

async function run(now: (() => Date) | undefined) {
  const config = readConfig(process.env);
  const service = await startService(config, { log: jsonLog, now });
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
