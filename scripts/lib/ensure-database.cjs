// Before the API starts: when the database resolver will end up at FerretDB and no FerretDB is
// built yet, build it now, in the open, so the start command can show its progress (the first
// build takes minutes). Nothing to do with MONGODB_URI, or when a MongoDB binary is on the machine.
'use strict';
const path = require('node:path');

const serverDir = path.join(__dirname, '..', '..', 'apps', 'server');
const database = path.join(serverDir, 'dist', 'devtools', 'database');
/** @type {{ ensureFerretBinary: (log: (line: string) => void) => string }} */
const { ensureFerretBinary } = require(path.join(database, 'ferretdb.js'));
/** @type {{ needsFerretBuild: (o: { engine?: string, uri?: string }) => Promise<boolean>, resolveOptionsFromEnv: (env: NodeJS.ProcessEnv) => { engine?: string, uri?: string } }} */
const { needsFerretBuild, resolveOptionsFromEnv } = require(path.join(database, 'resolver.js'));

// The resolver decides; this only builds, in the open.
(async () => {
  if (await needsFerretBuild(resolveOptionsFromEnv(process.env))) ensureFerretBinary((line) => console.log(line));
})().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
