import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eSettings } from './tests/e2e/env.ts';
import { freePort } from './tests/support/free-port.ts';

// A free port chosen once: workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
// A data folder outside the project (the system's temp folder), fresh for every run, so builds are
// tested the way a server with DATA_DIR elsewhere runs them. tests/e2e/teardown.ts removes it.
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `bsb-e2e-${randomBytes(4).toString('hex')}`);
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const e2eEnv = e2eSettings(port, process.env.E2E_DATA_DIR);

export default defineConfig({
  testDir: 'tests/e2e',
  // After the web server is up and before any test: keeps the fresh install's home page.
  globalSetup: './tests/e2e/fresh-home.ts',
  globalTeardown: './tests/e2e/teardown.ts',
  // The site is built once for the run; tests share one server and database, so each test uses
  // its own accounts and data.
  workers: 2,
  fullyParallel: true,
  // One retry on CI, where a loaded machine can stall a step; the list reporter names any test that
  // needed it as "flaky", and a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The site's service worker would answer requests that tests route or expect fresh after a
    // rebuild; the tests of offline use (offline.spec.ts) and of console noise allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /(console-errors|rebuild)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Every game played through once more on a 360 x 640 touch phone (the scans run once, on desktop).
    {
      name: 'phone',
      testMatch: /games-\d\.spec\.ts$/,
      grepInvert: /accessibility/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 360, height: 640 },
        hasTouch: true,
      },
    },
    // Rollback to a kept build runs once the tests that save content are done: their saves add
    // builds and make them live while it picks an earlier one to make live (the build it picked
    // went live by itself once, and its Make live button was gone for good).
    {
      name: 'rebuilds',
      testMatch: /rebuild\.spec\.ts$/,
      dependencies: ['chromium', 'phone'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The console walk, with the site's service worker, runs once every other test is done: their
    // admin saves rebuild the site, and a new build's worker taking over in the middle of a walk is
    // not what the walk checks (a navigation then waited for an answer that never came, twice in a
    // day of nine runs). Skipped when a test of those projects failed (the run fails anyway).
    {
      name: 'console',
      testMatch: /console-errors\.spec\.ts$/,
      dependencies: ['rebuilds'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    // Fresh data, then exactly what `npm start` does: migrate, seed, import, build, serve.
    command: 'node tests/e2e/serve.ts',
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    // SIGTERM, as systemd stops the service: the server also ends a build under way (its own
    // process group, which Playwright's default group SIGKILL would not reach).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eEnv,
  },
});
