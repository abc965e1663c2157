// Browser tests of the whole product: the real API, database, Auth Emulator and built web app,
// started once for the run by e2e/global-setup.ts on free ports, in Debian's Chromium.
// Build first: shared, server and web (`pnpm --filter @mobile-planet/shared build && …`).
import { defineConfig } from '@playwright/test';
import { STACK_WEB_URL_VARIABLE } from './e2e/support/stack-env';

export default defineConfig({
  testDir: './e2e',
  projects: [
    { name: 'marketplace', testMatch: '**/*.spec.ts', testIgnore: '**/*.clock.spec.ts' },
    // Tests that move the API's clock (a week, past a warranty) run after every other test, since
    // moving it expires everyone's unpaid bookings on the shared stack.
    { name: 'a week later', testMatch: '**/*.clock.spec.ts', dependencies: ['marketplace'] },
  ],
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  // Two cores: the stack (API, FerretDB, emulator, vite preview) needs its share of them too.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  reporter: 'list',
  use: {
    // Set by the global setup before the workers start (they read this file again).
    baseURL: process.env[STACK_WEB_URL_VARIABLE],
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    // Off: recording a trace (a screencast and a DOM snapshot at every step) made the suite about
    // 30 % slower on two cores, for a file that only someone at this machine can open. To debug a
    // failure, run it again with `--trace on`.
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
