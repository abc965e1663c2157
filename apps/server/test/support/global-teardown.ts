import fs from 'node:fs';
import type { ResolvedDatabase } from '../../src/devtools/database/resolver';
import type { RunningEmulator } from '../../src/devtools/auth-emulator';
import type { RunningMailpit } from '../../src/devtools/mailpit';

export default async function globalTeardown(): Promise<void> {
  const services = (globalThis as Record<string, unknown>).__MP_SERVICES__ as
    | { database: ResolvedDatabase; emulator: RunningEmulator; mailpit: RunningMailpit; dataDir: string }
    | undefined;
  if (!services) return;
  await Promise.all([services.database.stop(), services.emulator.stop(), services.mailpit.stop()]);
  fs.rmSync(services.dataDir, { recursive: true, force: true });
}
