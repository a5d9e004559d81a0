// Mounts its children right after the screen's first paint instead of during it. The first render
// shows a placeholder of the given height; React then mounts the children in a background render
// that yields to the browser every few milliseconds, so a heavy block below the fold (a form with
// native date and time inputs, say) does not make one long main-thread task on a phone (Lighthouse
// total blocking time, issue 7). The content is still there within a frame or two: keyboard and
// screen-reader users find it as before.
import { Box } from '@mantine/core';
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** How long an idle moment is waited for, at most, once the screen has painted. */
const IDLE_WAIT_MS = 1000;

/**
 * Calls `then` once the browser has painted the frame after this call (a timer set from an
 * animation frame callback runs after that frame's paint) and then has a moment with nothing to
 * do (requestIdleCallback, where the browser has it; at most IDLE_WAIT_MS). Answers a cancel function.
 */
function afterPaintWhenIdle(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(then, { timeout: IDLE_WAIT_MS });
      else then();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * `fallback`: what stands in its place until then (by default an empty box of `minHeight`), for a
 * block whose stand-in must look and work like it (the bottom bar's More button).
 */
export function Deferred({ children, minHeight, fallback }: { children: ReactNode; minHeight?: number | string; fallback?: ReactNode }) {
  // Mounted once the screen around it has painted and drawn what its data brought, not merely
  // committed: a deferred render (useDeferredValue) ran right after the commit, before the paint,
  // so the first screen's largest text waited for it and the block's chunks took the network from
  // the screen's data (Lighthouse on a slow phone: the member dashboard's largest paint 0.3-0.7 s
  // later, issue 43).
  const [ready, setReady] = useState(false);
  useEffect(() => afterPaintWhenIdle(() => startTransition(() => setReady(true))), []);
  if (ready) return <>{children}</>;
  return fallback ?? <Box mih={minHeight} aria-hidden="true" data-deferred="pending" />;
}
