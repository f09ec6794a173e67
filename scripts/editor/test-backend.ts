// The editor's browser tests: a fresh copy of this checkout in a temporary folder (its
// node_modules linked, not copied), and decap-server saving into it, so a test edits real
// content files and builds the site from them without touching this checkout.
import { spawn } from 'node:child_process';
import { cpSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { editorTestDir, editorTestPort } from './test-backend-paths.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = editorTestPort();
const dir = editorTestDir(port);
rmSync(dir, { recursive: true, force: true });
const skipped =
  /^(node_modules|build|build-service|\.git|\.react-router|test-results|playwright-report|bench\/reports|mail-sink\/data)(\/|$)/;
cpSync(root, dir, {
  recursive: true,
  filter: (source) => !skipped.test(source.slice(root.length).replace(/^\//, '')),
});
symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));

const server = spawn(join(root, 'node_modules/.bin/decap-server'), [], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port), MODE: 'fs', GIT_REPO_DIRECTORY: dir, LOG_LEVEL: 'warn' },
});
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
