// Before the API starts: when the database resolver will end up at the local engine (FerretDB 2 on
// PostgreSQL with DocumentDB) and it is not built yet, build it now, in the open, so the start
// command can show its progress (the first build takes minutes). Nothing to do with MONGODB_URI,
// or when a MongoDB binary is on the machine.
'use strict';
const path = require('node:path');

const serverDir = path.join(__dirname, '..', '..', 'apps', 'server');
const database = path.join(serverDir, 'dist', 'devtools', 'database');
/** @type {{ ensureEngine: (log: (line: string) => void) => void }} */
const { ensureEngine } = require(path.join(database, 'engine-build.js'));
/** @type {{ needsEngineBuild: (o: { engine?: string, uri?: string }) => Promise<boolean>, resolveOptionsFromEnv: (env: NodeJS.ProcessEnv) => { engine?: string, uri?: string } }} */
const { needsEngineBuild, resolveOptionsFromEnv } = require(path.join(database, 'resolver.js'));

// The resolver decides; this only builds, in the open.
(async () => {
  if (await needsEngineBuild(resolveOptionsFromEnv(process.env))) ensureEngine((line) => console.log(line));
})().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
