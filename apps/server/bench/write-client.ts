// Phase 2's writers and pollers (search-writes.ts runWrites) as a client process of their own, as
// the market's sellers and buyers are other clients than the searchers. In the bench's process they
// shared one event loop with autocannon, whose answers then waited behind the writes' work (that
// loop's 10 ms timer came up to 58 ms apart) and counted it in search's latencies. Forked by
// writersApart (search-writes.ts): says `ready` once loaded, runs when sent the setup, answers the
// result and exits.
import { runWrites, type WriteSetup } from './search-writes';

process.once('message', (message) => {
  const { setup, seconds } = message as { setup: WriteSetup; seconds: number };
  runWrites(setup, seconds).then(
    (result) => process.send!({ result }, () => process.exit(0)),
    (err: unknown) => process.send!({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) }, () => process.exit(1)),
  );
});
process.send!({ ready: true });
