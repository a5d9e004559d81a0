// A client that sends a write as the web's offline queue does (apps/web/src/lib/offline-queue.ts):
// one Idempotency-Key per user action, and the SAME key on every retry after a network error (a
// reset or refused connection), a gateway error (502, 503, 504) or 409 `idempotency_in_progress`
// (waiting its Retry-After), with a short backoff, until an answer that is not worth retrying.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Sent {
  key: string;
  /** The final answer's status: 0 when it never came before the deadline. */
  status: number;
  body: unknown;
  /** Requests made for this one action. */
  tries: number;
  /** From the first try to the final answer. */
  ms: number;
  /** Whether the final answer was a replay of a stored one (`idempotent-replayed: true`). */
  replayed: boolean;
  /** The statuses (or 'network') of the tries that were retried. */
  retried: (number | 'network')[];
}

export interface SendOptions {
  token: string;
  key: string;
  /** Give up after this long (the answer then has status 0). */
  deadlineMs?: number;
  method?: string;
}

export async function sendUntilAnswered(url: string, pathName: string, body: unknown, options: SendOptions): Promise<Sent> {
  const started = Date.now();
  const deadline = started + (options.deadlineMs ?? 20_000);
  const retried: (number | 'network')[] = [];
  let backoff = 50;
  for (let tries = 1; ; tries += 1) {
    let wait = backoff;
    try {
      const res = await fetch(`${url}${pathName}`, {
        method: options.method ?? 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}`, 'idempotency-key': options.key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // a gateway's own page
      }
      const inProgress = res.status === 409 && (parsed as { code?: string } | null)?.code === 'idempotency_in_progress';
      if (!inProgress && ![502, 503, 504].includes(res.status)) {
        return {
          key: options.key,
          status: res.status,
          body: parsed,
          tries,
          ms: Date.now() - started,
          replayed: res.headers.get('idempotent-replayed') === 'true',
          retried,
        };
      }
      retried.push(res.status);
      const retryAfter = Number(res.headers.get('retry-after'));
      if (retryAfter > 0) wait = retryAfter * 1000;
    } catch {
      retried.push('network');
    }
    if (Date.now() + wait > deadline)
      return { key: options.key, status: 0, body: null, tries, ms: Date.now() - started, replayed: false, retried };
    await sleep(wait);
    backoff = Math.min(backoff * 2, 500);
  }
}
