// Starts the whole marketplace once for the run: a fresh data folder (demo data seeded) and free
// ports, so a developer's own `npm start` on 5000/5173/9099 is never touched. The workers find
// the web app through the environment (see support/stack-env.ts); global-teardown.ts stops it.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../../../scripts/lib/stack.mjs';
import { STACK_API_URL_VARIABLE, STACK_MAIL_URL_VARIABLE, STACK_WEB_URL_VARIABLE } from './support/stack-env';
import { setRunningStack } from './support/running-stack';

/** `count` distinct ports the system has free now (all held open at once, so none repeats). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mobile-planet-e2e-'));
  const [apiPort, webPort, emulatorPort, mailUiPort, mailSmtpPort] = await freePorts(5);
  const log = (line: string) => console.log(`[stack] ${line}`);
  log(`starting in ${dataDir} (API ${apiPort}, web ${webPort}, Auth Emulator ${emulatorPort}, Mailpit ${mailUiPort}/${mailSmtpPort})`);
  let stack;
  try {
    // TEST_CLOCK: the deal tests move the API's clock past a warranty (POST /testing/clock).
    stack = await startStack({
      dataDir, apiPort, webPort, emulatorPort, mailUiPort, mailSmtpPort, seed: true, log,
      // Mail goes to this run's Mailpit, whatever the developer's shell says. Every test signs its
      // people in from one address, two workers at once: a run once passed the 30 sign-ins a
      // minute an address may make (the meet-up's seller read "Too many requests"). The limits
      // themselves are tested by the API's tests (auth.test.ts, error-codes.test.ts).
      env: { TEST_CLOCK: 'true', SMTP_URL: '', RATE_LIMIT_AUTH_PER_MINUTE: '1000', RATE_LIMIT_PAYMENTS_PER_MINUTE: '1000' },
    });
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  // A service that dies mid-run makes tests fail with confusing timeouts: say which one, and where its log is.
  void stack.exited.then(({ name, code, signal, logFile }) =>
    console.error(`[stack] ${name} exited during the run (${signal ?? `exit ${code}`}); see ${logFile}`),
  );
  setRunningStack({ stack, dataDir });
  process.env[STACK_WEB_URL_VARIABLE] = stack.webUrl;
  process.env[STACK_API_URL_VARIABLE] = stack.apiUrl;
  process.env[STACK_MAIL_URL_VARIABLE] = stack.mailUrl;
  log(`ready at ${stack.webUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
