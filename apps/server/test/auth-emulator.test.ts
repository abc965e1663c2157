// The Auth Emulator that the tests and the start command run: a port picked free can be taken by
// something else before the emulator binds it (CI once failed so); it then starts on others.
import net from 'node:net';
import { startAuthEmulator } from '../src/devtools/auth-emulator';
import { freePort } from '../src/devtools/database/net';

test('a port taken between being picked and being bound: the emulator starts again on others', async () => {
  const squatter = net.createServer();
  await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  const taken = (squatter.address() as net.AddressInfo).port;
  const picked: number[] = [];
  const lines: string[] = [];
  // The first port picked (the emulator's own) is the one held above.
  const pickPort = async () => {
    const port = picked.length === 0 ? taken : await freePort();
    picked.push(port);
    return port;
  };
  const emulator = await startAuthEmulator({ pickPort, log: (line) => lines.push(line) });
  try {
    expect(emulator.host).not.toBe(`127.0.0.1:${taken}`);
    expect(picked.length).toBe(6);
    expect(lines.join('\n')).toMatch(/found a port taken/);
    // It serves: the emulator's own configuration call answers.
    const answer = await fetch(`http://${emulator.host}/emulator/v1/projects/${emulator.projectId}/config`);
    expect(answer.status).toBe(200);
  } finally {
    await emulator.stop();
    squatter.close();
  }
}, 120_000);

test('a port the caller chose that is taken: a clear error at once, without starting again', async () => {
  const squatter = net.createServer();
  await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  const taken = (squatter.address() as net.AddressInfo).port;
  const lines: string[] = [];
  try {
    await expect(startAuthEmulator({ port: taken, log: (line) => lines.push(line) })).rejects.toThrow(new RegExp(`The Auth Emulator did not start[^]*Port ${taken} is not open`));
    expect(lines).toEqual([]);
  } finally {
    squatter.close();
  }
}, 120_000);
