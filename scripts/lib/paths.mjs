// Where things are in the repository, for the start command, the test runner and CI.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const SHARED_DIR = path.join(ROOT, 'packages', 'shared');
export const SERVER_DIR = path.join(ROOT, 'apps', 'server');
export const WEB_DIR = path.join(ROOT, 'apps', 'web');
export const SCRIPTS_DIR = path.join(ROOT, 'scripts');

export const SERVER_MAIN = path.join(SERVER_DIR, 'dist', 'main.js');
export const WEB_INDEX = path.join(WEB_DIR, 'dist', 'index.html');

/**
 * `.data/` unless DATA_DIR says otherwise (docs/product.md#local-conventions).
 * @param {NodeJS.ProcessEnv} [env]
 */
export function defaultDataDir(env = process.env) {
  return path.resolve(ROOT, env.DATA_DIR || '.data');
}
