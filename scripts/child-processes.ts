// The long-running programs `npm run dev` and `npm run edit` start (Vite, decap-server) stop
// with the script that started them, however it is stopped. Ctrl-C in a terminal signals the
// whole process group, but a SIGINT or SIGTERM sent to the script alone (a process manager, an
// IDE's stop button, `kill`) would leave them running. So each is run by this Node directly
// (`npx` would not pass a signal on to the program it starts), and a signal that stops the
// script is passed on to them.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = new Set<ChildProcess>();

function stopChildren() {
  for (const child of children) child.kill('SIGTERM');
  children.clear();
}

let watching = false;
function stopChildrenWithThisProcess() {
  if (watching) return;
  watching = true;
  process.on('exit', stopChildren);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      stopChildren();
      process.exit(0);
    });
  }
}

/** The script an installed package's command `name` runs (its package.json `bin`). */
export function binOf(packageName: string, name: string) {
  const packageJson = join(root, 'node_modules', packageName, 'package.json');
  const { bin } = JSON.parse(readFileSync(packageJson, 'utf8')) as { bin: string | Record<string, string> };
  const file = typeof bin === 'string' ? bin : bin[name];
  if (!file) throw new Error(`${packageName} has no command ${name}`);
  return join(dirname(packageJson), file);
}

/** Runs a Node script (this Node) that stops when this process stops. */
export function startChild(script: string, args: readonly string[], options: SpawnOptions = {}) {
  stopChildrenWithThisProcess();
  const child = spawn(process.execPath, [script, ...args], options);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}
