// An answer given before the request's body was read (413 too large, 429 from the rate limit, 401
// on an upload route) must reach the client through a reverse proxy. Answered at once, the server
// closes the connection with the body's rest still unread, the kernel resets it, and nginx, still
// sending that body, answers the client 502 instead of the app's answer (issue 42: 19 of 20 such
// POSTs through the documented nginx). So the rest is read and thrown away first, up to a bound
// (a body past it would have been refused by the proxy already) and for a bounded time; then the
// answer goes out on a connection with nothing left unread.
import type { IncomingMessage } from 'node:http';

export interface DrainLimits {
  /** Bytes read at most (after that the answer goes out anyway, and the connection is reset). */
  maxBytes: number;
  /** Time at most (a client trickling its body is not waited for). */
  timeoutMs: number;
}

/** Reads and discards what is left of `raw`'s body; answers whether it was read to its end. */
export function discardRestOfBody(raw: IncomingMessage, limits: DrainLimits): Promise<boolean> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve(true);
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onFail);
      raw.off('close', onClose);
      resolve(ended);
    };
    const onData = (chunk: Buffer | string) => {
      read += chunk.length;
      if (read > limits.maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(false);
    const onClose = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), limits.timeoutMs);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onFail);
    raw.once('close', onClose);
    raw.resume();
  });
}
