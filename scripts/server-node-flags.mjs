// Node flags for the server process, chosen by how many CPUs it may use. Used by npm start
// (scripts/start.mjs) and by npm run bench, which runs the server on one core.
//
// On one CPU, V8's garbage-collector helper threads (concurrent marking and sweeping, parallel
// scavenges) cannot run beside the main thread: they take the core from it, and the requests
// arriving meanwhile wait. --single-threaded-gc does the same work in the main thread's own short
// pauses instead. npm run bench's 10,000-member mix on one core missed its target (p99 < 50 ms)
// without it: four runs of the same minute gave p99 24.6-60.2 ms without, 12.8-17.1 ms with it
// (one 53.8 ms run where the load generator itself stalled 75 ms); see docs/benchmarks.md.
// With two or more CPUs the helper threads run in parallel, which is V8's better default.
//
// On any number of CPUs, --heap-growing-percent=40: after each full collection V8 lets the heap
// grow to 1.4 times what survived before the next one, instead of its adaptive factor, which let
// the server's heap reach about twice its live size between collections. npm run bench's
// background mix missed its memory targets without it: peak RSS 254-261 MB for 25,000 members on
// PostgreSQL (target 250) and 305-316 MB for 40,000 on SQLite (target 300); with it 237 MB and
// 269 MB, the p99 within the runs' noise (issue 24, docs/benchmarks.md). The price is more
// frequent full collections, done in small incremental steps.
export const HEAP_GROWING_FLAG = '--heap-growing-percent=40';

export function serverNodeFlags(cpus) {
  return cpus <= 1 ? ['--single-threaded-gc', HEAP_GROWING_FLAG] : [HEAP_GROWING_FLAG];
}
