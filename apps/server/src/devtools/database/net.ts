import net from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on the port; rejects on timeout or `gaveUp()`. */
export async function waitForPort(port: number, timeoutMs: number, gaveUp: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error('the process exited');
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}

/**
 * Resolves once `url` answers over HTTP, any status; rejects on timeout or `gaveUp()`. For a server
 * that opens its port before it serves: firebase-tools briefly listens on its port to check that
 * it is free, so an accepted connection alone may come from that check.
 */
export async function waitForHttp(url: string, timeoutMs: number, gaveUp: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error('the process exited');
    const answered = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      async (res) => (await res.arrayBuffer(), true),
      () => false,
    );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
