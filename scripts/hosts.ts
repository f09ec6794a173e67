// The hosts' own software, serving a build for the host checks (build-checks/hosts.test.ts):
// Cloudflare Pages' local runtime (`wrangler pages dev`, workerd, offline) and Debian's nginx with
// the configuration the build writes (build/nginx/). Each runs in its own process group on a
// port of ours, with its state in a temporary folder, and is stopped by that group's id.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The compatibility date the checks run Cloudflare's runtime with: one the pinned wrangler's
 * workerd supports (it refuses later ones). Set the Pages project's to the same.
 */
export const compatibilityDate = '2026-11-01';

/** A process group of ours: what it printed, and how to end it. */
type Group = { child: ChildProcess; output: string[]; stop: () => Promise<void>; exited: () => boolean };

/** A host started for the checks: where it answers, and how to stop it. */
export type Host = { origin: string; stop: () => Promise<void> };

/** Starts `command` in a process group of its own; `stop()` ends that group. */
function startGroup(
  command: string,
  args: readonly string[],
  { env = process.env, cwd }: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Group {
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  let exited = false;
  const done = new Promise<void>((resolve) => child.on('exit', () => ((exited = true), resolve())));
  const stop = async () => {
    if (!exited) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // The group has already gone.
      }
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (!exited) {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // The group has already gone.
        }
      }
    }
  };
  return { child, output, stop, exited: () => exited };
}

/**
 * Fails when something already answers at `origin`: a host left over from an interrupted run
 * would otherwise pass for the one being started, serving another build.
 */
async function ensureFree(origin: string, what: string): Promise<void> {
  const answered = await fetch(`${origin}/`, { redirect: 'manual' }).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${what}: something already answers at ${origin}; stop it first`);
}

/** Waits until `origin` answers, or fails with what the process said. */
async function waitFor(origin: string, started: Group, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.exited()) break;
    try {
      await fetch(`${origin}/`, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await started.stop();
  throw new Error(`${what} did not start at ${origin}:\n${started.output.join('').slice(-2000)}`);
}

/** Cloudflare Pages' runtime on `client`, with telemetry off and nothing asked of the network. */
export async function startWrangler({ client, port }: { client: string; port: number }): Promise<Host> {
  const state = mkdtempSync(join(tmpdir(), 'mybos-wrangler-'));
  // The project's wrangler, run in the temporary folder so its own files (.wrangler/) land there.
  await ensureFree(`http://127.0.0.1:${port}`, 'wrangler pages dev');
  const started = startGroup(
    resolve('node_modules/.bin/wrangler'),
    [
      'pages',
      'dev',
      resolve(client),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(port + 1),
      '--compatibility-date',
      compatibilityDate,
      '--persist-to',
      state,
      '--log-level',
      'error',
    ],
    {
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_LOG_PATH: state,
        // Never offer to log in or check for a newer version.
        CI: 'true',
        NO_UPDATE_NOTIFIER: '1',
      },
      cwd: state,
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(origin, started, 'wrangler pages dev');
  return {
    origin,
    stop: async () => {
      await started.stop();
      rmSync(state, { recursive: true, force: true });
    },
  };
}

/**
 * nginx as a foreground process of ours (no system service, no root needed): the http block of
 * docs/deployment.md with the build's build/nginx/http.conf, and a server block on `port` whose
 * root is `client`, with build/nginx/server.conf.
 */
export async function startNginx({
  client,
  port,
  nginx = '/usr/sbin/nginx',
}: {
  client: string;
  port: number;
  nginx?: string;
}): Promise<Host> {
  const prefix = mkdtempSync(join(tmpdir(), 'mybos-nginx-'));
  const generated = resolve(client, '..', 'nginx');
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, folder));
  const config = `daemon off;
master_process off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events {}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${generated}/http.conf;
    server {
        listen 127.0.0.1:${port};
        root ${resolve(client)};
        include ${generated}/server.conf;
    }
}
`;
  writeFileSync(join(prefix, 'nginx.conf'), config);
  await ensureFree(`http://127.0.0.1:${port}`, 'nginx');
  const started = startGroup(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')]);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(origin, started, 'nginx', 15_000);
  } catch (error) {
    let log = '';
    try {
      log = readFileSync(join(prefix, 'error.log'), 'utf8');
    } catch {
      // nginx stopped before writing its log.
    }
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log}`);
  }
  return {
    origin,
    stop: async () => {
      await started.stop();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
