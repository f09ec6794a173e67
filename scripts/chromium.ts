// Finds a Chromium for the browser tests; run directly, installs Debian's when none is found.
// Playwright's own browser download does not work on our machines, so tests always use a
// system Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** Flags that keep headless Chromium from stalling on a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function isDebian() {
  try {
    return /^ID(_LIKE)?=.*debian/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

function ensureChromium() {
  const found = findChromium();
  if (found) {
    console.log(`Browser tests use Chromium at ${found}`);
    return;
  }
  if (process.env.CHROME_PATH) {
    fail(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no browser is there.`);
  }
  if (process.getuid?.() === 0 && isDebian()) {
    console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (findChromium()) return;
    fail('apt-get finished but /usr/bin/chromium is still missing.');
  }
  fail(
    'The browser tests need Chromium and none was found.\n' +
      '  On Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  Elsewhere: install Chromium or Chrome and set CHROME_PATH=/path/to/the/browser',
  );
}

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureChromium();
