// The web app's unit tests (`npm run test:unit`): its own logic in jsdom, with Vite's aliases.
// The browser tests against the running stack are Playwright's (e2e/, playwright.config.ts).
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      // Every test starts from real modules and empty storage; mocks do not leak between tests.
      clearMocks: true,
      restoreMocks: true,
      unstubGlobals: true,
      // Two cores on the machines we build on.
      maxWorkers: 2,
    },
  }),
);
