// Finds a Chromium for the browser tests; run directly, installs Debian's when none is found.
// Playwright's own browser download does not work on our machines, so tests always use a
// system Chromium. The tests prefer Chromium's headless shell (Debian's chromium-headless-shell,
// the same kind of browser Playwright downloads for headless runs): it renders pages with the
// same engine without the full browser's windows, and runs the browser suite in about two
// thirds of the time (docs/decisions/125-browser-tests-on-the-headless-shell.md). Measurements
// (Lighthouse, the gate's benchmark) and screenshots use the full browser, as visitors do.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The full browser: `CHROME_PATH` when set, else the first system Chromium or Chrome found. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** The tests' browser: `CHROME_PATH` when set, else the headless shell, else the full browser. */
export function findTestChromium(): string | null {
  if (!process.env.CHROME_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
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

/**
 * What the tests need: the headless shell, and the full browser for the few tests the shell
 * cannot run (Background Sync with no page open), installed from Debian as root when missing.
 */
function ensureChromium() {
  if (process.env.CHROME_PATH) {
    if (!findChromium()) fail(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no browser is there.`);
  } else if (process.getuid?.() === 0 && isDebian()) {
    const missing = [
      ...(findChromium() ? [] : ['chromium']),
      ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
    ];
    if (missing.length > 0) {
      console.log(`Installing Debian's ${missing.join(' and ')} for the browser tests, with apt-get…`);
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      if (!findChromium() || !existsSync(HEADLESS_SHELL))
        fail(`apt-get finished but ${missing.join(' or ')} is still missing.`);
    }
  }
  // Elsewhere a full Chromium or Chrome runs every test, only more slowly.
  const browser = findTestChromium();
  if (!browser) {
    fail(
      'The browser tests need Chromium and none was found.\n' +
        '  On Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell\n' +
        '  Elsewhere: install Chromium or Chrome and set CHROME_PATH=/path/to/the/browser',
    );
  }
  console.log(`Browser tests use ${browser}`);
}

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureChromium();
