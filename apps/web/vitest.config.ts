// The web app's unit tests (`npm run test:unit`): its own logic in jsdom, with Vite's aliases.
// The browser tests against the running stack are Playwright's (e2e/, playwright.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

const TESTS = 'src/**/*.test.{ts,tsx}';

/**
 * The test files that need a module graph of their own: those that replace modules (vi.mock,
 * vi.doMock, vi.resetModules) or say so (`// vitest: own module graph`, for a test of what a
 * module does on its first load). The others share one graph and one jsdom per worker, which
 * takes a quarter of the time; a mock there would not reach a module another file loaded first.
 */
function testsWithOwnModules(): string[] {
  const needsOwn = /\bvi\.(?:mock|doMock|resetModules)\(|\/\/ vitest: own module graph/;
  const src = path.join(import.meta.dirname, 'src');
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && needsOwn.test(fs.readFileSync(path.join(src, file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}

export default defineConfig((env) => {
  const ownModules = testsWithOwnModules();
  return mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      // Every test starts from empty storage; mocks do not leak between tests.
      clearMocks: true,
      restoreMocks: true,
      unstubGlobals: true,
      // Two cores on the machines we build on.
      maxWorkers: 2,
      projects: [
        { extends: true, test: { name: 'own modules', include: ownModules, isolate: true } },
        { extends: true, test: { name: 'shared modules', include: [TESTS], exclude: ownModules, isolate: false } },
      ],
    },
  });
});
