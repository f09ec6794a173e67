import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { clientDirectory } from './scripts/build-dir.ts';
import { chromiumArgs, findTestChromium } from './scripts/chromium.ts';
import { editorTestPort } from './scripts/editor/test-backend-paths.ts';
import { mailSinkPort as chooseMailSinkPort } from './scripts/mail-sink-port.ts';
import {
  OFFICE_BUILD_DIR,
  officeTestOrigin,
  officeTestPort,
  SERVICE_BUILD_DIR,
  serviceSiteOrigin,
  serviceSitePort,
  serviceTestPort,
  serviceTestUrl,
} from './scripts/service-test-port.ts';

// E2E_PORT lets several checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
// The local inbox the forms send to; `npm run build:inbox` points the build at the same port.
const mailSinkPort = chooseMailSinkPort();
// decap-server for the editor's tests (e2e/editor.spec.ts).
const editorProxyPort = editorTestPort();
// The second build, with the registrations service (`npm run build:inbox -- --service`), and the
// service it calls: for the `service` project's specs (*.service.spec.ts). Started only when that
// build exists, so a run of the other projects needs only `npm run build:inbox`; without it the
// service specs fail and say what to build (e2e/service.ts).
const serviceMode = existsSync(join(clientDirectory({ SITE_BUILD_DIR: SERVICE_BUILD_DIR }), 'index.html'));
const serviceSpecs = '*.service.spec.ts';
// The office's pages (`npm run build:office`) and the service that serves them, for the `office`
// and `gate` projects (e2e/office.spec.ts, e2e/office-gate.spec.ts, e2e/gate.spec.ts); started
// only when that build exists, as the service's.
const officeMode = existsSync(join(OFFICE_BUILD_DIR, 'index.html'));
const officeSpecs = ['office.spec.ts', 'office-gate.spec.ts'];
// The gate's phone page (/office/scan, issue #50) on the same service: its spec launches its
// own Chromium where it needs a fake camera (e2e/fake-camera.ts).
const gateSpecs = 'gate.spec.ts';
// `playwright test --project=office` (or `gate`, or both) alone needs neither the site's build
// nor the editor: only the inbox and the office's service are started then, so their tests run
// without a build of the site.
const askedProjects = process.argv.flatMap((arg, index, args) =>
  arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' ? [args[index + 1] ?? ''] : [],
);
const officeOnly = askedProjects.length > 0 && askedProjects.every((name) => name === 'office' || name === 'gate');
// `--project=desktop` (or `mobile`, or both) alone needs only the site and the inbox: not the
// editor's backend, nor the service's and the office's servers (scripts/organiser-edits.ts
// runs its specs so, against a build of an edited copy).
const siteOnly = askedProjects.length > 0 && askedProjects.every((name) => name === 'desktop' || name === 'mobile');

/** What the site's projects need: the editor's backend, the site, and the site with the service. */
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>;
const siteServers: WebServer[] = [
  ...(siteOnly
    ? []
    : [
        {
          // The organisers' editor saves through decap-server into a throw-away copy of content/.
          command: 'node scripts/editor/test-backend.ts',
          env: { EDITOR_PROXY_PORT: String(editorProxyPort) },
          port: editorProxyPort,
          reuseExistingServer: false,
        },
      ]),
  {
    command: 'node scripts/serve.ts',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
  ...(serviceMode && !siteOnly
    ? [
        {
          // A fresh database per run (scripts/e2e-service.ts), answering the service-mode site only.
          command: 'node scripts/e2e-service.ts',
          env: { E2E_PORT: String(port), SERVICE_TEST_PORT: String(serviceTestPort()) },
          url: `${serviceTestUrl()}/v1/health`,
          reuseExistingServer: false,
        },
        {
          command: 'node scripts/serve.ts',
          env: { PORT: String(serviceSitePort()), SITE_BUILD_DIR: SERVICE_BUILD_DIR },
          url: `${serviceSiteOrigin()}/`,
          reuseExistingServer: !process.env.CI,
        },
      ]
    : []),
];

export default defineConfig({
  testDir: 'e2e',
  // Specs only: e2e/*.test.ts are unit tests of the specs' helpers, which Vitest runs.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // In CI a failed test runs once more, so the report tells a flaky test from a broken one;
  // a test that passes only on its retry still fails the run: a retry never hides a flaky test.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  // One per core. Three once filled the idle gaps on an older Chromium, but Chromium 156 keeps
  // both cores busy with two, and a starved renderer has its frames withheld (headless viz
  // throttling), which stalls clicks, client navigations and axe runs until the test times out.
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The production build registers a service worker, which would answer requests the tests
    // intercept; only the offline tests (e2e/offline.spec.ts) allow it.
    serviceWorkers: 'block',
    // Reduced motion, as a visitor may ask: the home page's hero otherwise animates without end
    // (a 12 s drift per slide, a new slide every 5 s), and drawing it in software took a core's
    // worth of CPU from the tests beside it (the home specs: 95 s with it, 48 s without). Tests of
    // motion itself ask for it back with `test.use({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: findTestChromium() ?? undefined,
      args: chromiumArgs,
    },
  },
  // Every spec runs at both widths; a test tagged @desktop or @mobile runs at that width only,
  // for behaviour no width can change (docs/decisions/123-a-test-runs-at-both-widths-only-where-width-matters.md).
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      testIgnore: ['editor.spec.ts', serviceSpecs, ...officeSpecs, gateSpecs],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      testIgnore: ['editor.spec.ts', serviceSpecs, ...officeSpecs, gateSpecs],
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } },
    },
    {
      // The site built with the registrations service, at the desktop width.
      name: 'service',
      testMatch: serviceSpecs,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: serviceSiteOrigin(),
      },
    },
    {
      // The office (/office on the service, at localhost: passkeys), at a desk; its spec also
      // looks at each page at 390 px.
      name: 'office',
      testMatch: officeSpecs,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: officeTestOrigin(),
        acceptDownloads: true,
      },
    },
    {
      // The gate's phone page at a phone's width, on the office's service (localhost). After the
      // site's tests, beside the editor's: both are serial, about 50 s each, and each left the
      // other worker idle while it ran alone at the end (decision 132). Asked for alone, at once.
      name: 'gate',
      testMatch: gateSpecs,
      dependencies: officeOnly ? [] : ['desktop', 'mobile'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        baseURL: officeTestOrigin(),
      },
    },
    {
      // After the site's tests, beside the gate's: it builds a copy of the site, which would
      // starve them.
      name: 'editor',
      testMatch: 'editor.spec.ts',
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: [
    ...(officeOnly ? [] : siteServers),
    {
      // A fresh inbox of its own per run, never the one `npm start` keeps in mail-sink/data.
      command: 'node mail-sink/main.ts',
      env: {
        MAIL_SINK_PORT: String(mailSinkPort),
        MAIL_SINK_DATA: join(tmpdir(), `mybos-mail-sink-e2e-${mailSinkPort}`),
        MAIL_SINK_RESET: '1',
      },
      url: `http://127.0.0.1:${mailSinkPort}/api/messages`,
      reuseExistingServer: false,
    },
    ...(officeMode && !siteOnly
      ? [
          {
            // A fresh database per run, the office's pages, e-mails to this run's inbox.
            command: 'node scripts/e2e-office.ts',
            env: {
              E2E_PORT: String(port),
              OFFICE_TEST_PORT: String(officeTestPort()),
              MAIL_SINK_PORT: String(mailSinkPort),
            },
            url: `http://127.0.0.1:${officeTestPort()}/v1/health`,
            reuseExistingServer: false,
          },
        ]
      : []),
  ],
});
