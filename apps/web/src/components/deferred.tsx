// Mounts its children right after the screen's first paint instead of during it. The first render
// shows a placeholder of the given height; React then mounts the children in a background render
// that yields to the browser every few milliseconds, so a heavy block below the fold (a form with
// native date and time inputs, say) does not make one long main-thread task on a phone (Lighthouse
// total blocking time, issue 7). The content is still there within a frame or two: keyboard and
// screen-reader users find it as before.
import { Box } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';

export function Deferred({ children, minHeight }: { children: ReactNode; minHeight?: number | string }) {
  const ready = useDeferredValue(true, false);
  return ready ? <>{children}</> : <Box mih={minHeight} aria-hidden="true" data-deferred="pending" />;
}
