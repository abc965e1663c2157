// createTurns: runs for one key go one at a time, in the order they came; a failed run does not
// hold up the next; other keys do not wait.
import { setTimeout as sleep } from 'node:timers/promises';
import { createTurns } from '../src/db/turns';

test('runs for one key never overlap and go in the order they came; other keys run meanwhile', async () => {
  const turns = createTurns();
  const log: string[] = [];
  const run = (key: string, name: string, ms: number) =>
    turns(key, async () => {
      log.push(`${name} start`);
      await sleep(ms);
      log.push(`${name} end`);
      return name;
    });
  const answers = await Promise.all([run('a', 'a1', 30), run('a', 'a2', 1), run('b', 'b1', 5), run('a', 'a3', 1)]);
  expect(answers).toEqual(['a1', 'a2', 'b1', 'a3']);
  expect(log.filter((l) => l.startsWith('a'))).toEqual(['a1 start', 'a1 end', 'a2 start', 'a2 end', 'a3 start', 'a3 end']);
  // b1 did not wait for a1.
  expect(log.indexOf('b1 end')).toBeLessThan(log.indexOf('a1 end'));
});

test('a run that fails is answered with its error, and the next run for the key still goes', async () => {
  const turns = createTurns();
  const failing = turns('a', async () => {
    await sleep(5);
    throw new Error('lost');
  });
  const next = turns('a', async () => 'went');
  await expect(failing).rejects.toThrow('lost');
  await expect(next).resolves.toBe('went');
  await expect(turns('a', async () => 'later')).resolves.toBe('later');
});
