import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { batchedDestination } from './log-destination.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function recordingTarget() {
  const writes: string[] = [];
  let flushedSync = 0;
  return {
    writes,
    get flushedSync() {
      return flushedSync;
    },
    write: (chunk: string) => void writes.push(chunk),
    flushSync: () => void (flushedSync += 1),
  };
}

describe('batchedDestination', () => {
  it('writes the lines of one turn of the event loop as one write, in order, after the turn', async () => {
    const target = recordingTarget();
    const destination = batchedDestination(target);
    destination.write('a\n');
    destination.write('b\n');
    destination.write('c\n');
    expect(target.writes).toEqual([]);
    await nextTurn();
    expect(target.writes).toEqual(['a\nb\nc\n']);
    destination.write('d\n');
    await nextTurn();
    expect(target.writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('a turn that logs a great many lines writes them in several writes, losing none', async () => {
    const target = recordingTarget();
    const destination = batchedDestination(target);
    const lines = Array.from({ length: 1000 }, (_, i) => `line ${i}\n`);
    for (const line of lines) destination.write(line);
    expect(target.writes.length).toBeGreaterThan(1);
    await nextTurn();
    expect(target.writes.join('')).toBe(lines.join(''));
  });

  it('flushSync writes what is pending at once', () => {
    const target = recordingTarget();
    const destination = batchedDestination(target);
    destination.write('last words\n');
    destination.flushSync();
    expect(target.writes).toEqual(['last words\n']);
    expect(target.flushedSync).toBe(1);
  });

  it("a process that logs and exits at once still prints its lines (the server's stdout)", async () => {
    const script = [
      "import { batchedStdout } from './log-destination.ts';",
      'const out = batchedStdout();',
      "out.write('first\\n');",
      "out.write('second\\n');",
      'process.exit(3);',
    ].join('\n');
    const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');
    const result = await promisify(execFile)(tsx, ['--input-type=module', '-e', script], { cwd: import.meta.dirname }).catch(
      (error: { code: number; stdout: string }) => error,
    );
    expect(result).toMatchObject({ code: 3, stdout: 'first\nsecond\n' });
  });
});
