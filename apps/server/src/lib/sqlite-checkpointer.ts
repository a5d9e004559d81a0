// SQLite in WAL mode copies the log back into the database file ("checkpoint") from inside
// whichever commit crosses 1000 pages: on the event loop, for tens to hundreds of milliseconds
// while every other request waits (measured: presence flushes of thousands of members made the
// p99 of the background traffic jump from ~35 ms to ~100-250 ms). Here the main connection's
// automatic checkpoint is turned off and a worker thread with its own connection runs PASSIVE
// checkpoints (which never block readers or writers) every second. If the worker fails, the
// automatic checkpoint comes back, so the log can never grow without bound.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import type { DB } from '../db/database.js';

const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 50');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { /* busy: next time */ }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'stop') { clearInterval(timer); try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} db.close(); process.exit(0); }
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export async function startSqliteCheckpointer(
  db: DB,
  file: string,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): Promise<Checkpointer> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  await sql`pragma wal_autocheckpoint = 0`.execute(db);
  let stopping = false;
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, intervalMs: options.intervalMs ?? 1000 } });
  worker.unref();
  const fallBack = (error: unknown) => {
    if (stopping) return;
    options.onError?.(error);
    void sql`pragma wal_autocheckpoint = 1000`.execute(db).catch(() => {});
  };
  worker.on('error', fallBack);
  worker.on('exit', (code) => {
    if (!stopping) fallBack(new Error(`checkpoint worker exited with code ${code}`));
  });
  return {
    async stop() {
      if (stopping) return;
      stopping = true;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('stop');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
      await worker.terminate().catch(() => 0);
      await sql`pragma wal_autocheckpoint = 1000`.execute(db).catch(() => {});
    },
  };
}
