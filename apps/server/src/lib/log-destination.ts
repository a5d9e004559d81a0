// Where the server's log lines go: stdout, through pino's own destination (sonic-boom, which
// handles pipes that answer EAGAIN and writes synchronously), with the lines of one turn of the
// event loop joined into one write.
//
// Why not one write per line, pino's default: a write to stdout is a system call, and on this kind
// of machine (a virtual machine, two cores) each one cost about 5 µs of the server's core. With one
// access line per request, the health check took 50 µs of CPU at LOG_LEVEL=info (the default, what
// `npm start` serves) against 29-31 µs at warn: under wrk, 0.32 of a bare node:http server instead
// of 0.55, against a target of 0.5 (issue 24; the process's CPU time over 4-s wrk runs, the server
// on one core). With the lines joined it takes 43-44 µs; what remains is pino formatting the line
// (about 4 µs) and the slower turns it makes. scripts/hook-costs.mjs (npm run bench) measures the
// logging stage on its own.
//
// Why not pino's documented asynchronous mode (`pino.destination({ minLength: 4096, sync: false })`):
// measured on a Fastify server, it saved 2-3 µs of the 12 that two lines cost, because sonic-boom
// measures the byte length of its whole pending buffer on every write, and writes through libuv's
// thread pool; the same with `sync: true` saved half.
//
// Nothing is lost on exit: the pending lines are written synchronously when the process exits
// (process.exit included, which is how main.ts ends after a fatal error or a signal).
import pino from 'pino';

export interface LogDestination {
  write(line: string): void;
  flushSync(): void;
}

/** Lines joined into one write at most (about 64 KB of access lines). */
const MAX_LINES_PER_WRITE = 256;

/** A destination that joins the lines written in one turn of the event loop into one write. */
export function batchedDestination(target: { write(chunk: string): unknown; flushSync?(): void }): LogDestination {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    target.write(chunk);
  };
  return {
    write(line) {
      pending.push(line);
      // A busy turn can log thousands of lines: past this many they are written at once.
      if (pending.length >= MAX_LINES_PER_WRITE) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flushSync() {
      flush();
      target.flushSync?.();
    },
  };
}

let stdoutDestination: LogDestination | null = null;

/** The process's one batched stdout destination (created once: every app of a process shares it). */
export function batchedStdout(): LogDestination {
  if (!stdoutDestination) {
    const destination = batchedDestination(pino.destination({ dest: 1, sync: true }));
    process.once('exit', () => destination.flushSync());
    stdoutDestination = destination;
  }
  return stdoutDestination;
}
