// Before the API starts: when the database resolver will end up at FerretDB and no FerretDB is
// built yet, build it now, in the open, so the start command can show its progress (the first
// build takes minutes). Nothing to do with MONGODB_URI, or when a MongoDB binary is on the machine.
'use strict';
const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');

const serverDir = path.join(__dirname, '..', '..', 'apps', 'server');
/** @type {{ ensureFerretBinary: (log: (line: string) => void) => string, ferretBinaryPath: () => string }} */
const { ensureFerretBinary, ferretBinaryPath } = require(path.join(serverDir, 'dist', 'devtools', 'database', 'ferretdb.js'));

async function mongodOnMachine() {
  try {
    const { DryMongoBinary } = createRequire(path.join(serverDir, 'package.json'))('mongodb-memory-server-core');
    return Boolean(await DryMongoBinary.locateBinary(await DryMongoBinary.generateOptions()));
  } catch {
    return false;
  }
}

(async () => {
  const engine = process.env.DB_ENGINE;
  if ((process.env.MONGODB_URI && engine !== 'ferretdb' && engine !== 'memory') || engine === 'uri' || engine === 'memory') return;
  if (fs.existsSync(ferretBinaryPath())) return;
  if (engine !== 'ferretdb' && (await mongodOnMachine())) return;
  ensureFerretBinary((line) => console.log(line));
})().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
