// A query's result as a section renders it, one step behind while the page is busy. TanStack Query
// reports a new answer through useSyncExternalStore, and React renders such an update at once, in
// one task that cannot yield: a dashboard section drawing its cards, table or form when its answer
// arrives was one long main-thread task each (39 ms unthrottled for the member dashboard's first
// sections, about 160 ms on Lighthouse's 4x phone; total blocking time, issue 24). Through
// useDeferredValue that blocking render only repeats the section's previous output (its loader),
// and React draws the new content right after in a background render that yields to the browser
// every few milliseconds. The member sees the same content a frame or two later at most.
import { useDeferredValue } from 'react';

export function useDeferredResult<T>(result: T): T {
  return useDeferredValue(result);
}
