// Before the stack or the tests start Mailpit: build it once (about 3 minutes the first time, from
// the Go module proxy and npm), in the open, so the start and test commands can show its progress.
'use strict';
const path = require('node:path');

/** @type {{ ensureMailpit: (log: (line: string) => void) => void }} */
const { ensureMailpit } = require(path.join(__dirname, '..', '..', 'apps', 'server', 'dist', 'devtools', 'mailpit.js'));

try {
  ensureMailpit((line) => console.log(line));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
