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
export function serverNodeFlags(cpus) {
  return cpus <= 1 ? ['--single-threaded-gc'] : [];
}
