// Starts the server: read config, migrate (once across instances starting together), make sure
// the first admin exists, listen; on SIGTERM/SIGINT stop taking requests, finish the running ones,
// write pending presence and close the database.
import { buildApp } from './app.js';
import { ensureAdmin } from './bootstrap-admin.js';
import { ConfigError, loadConfig } from './config/config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { withMigrationLock } from './lib/migration-lock.js';
import { privateMediaDir } from './lib/media.js';
import { sweepOrphanUploads } from './lib/upload-sweep.js';

/** Files younger than this may belong to another instance's upload that is about to commit. */
const FLEET_UPLOAD_GRACE_MS = 10 * 60_000;
const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = openDatabase(config.database);
  await withMigrationLock(
    config.database,
    () => migrateToLatest(database.db),
    (message) => console.log(message),
  );
  const app = await buildApp(config, { database });
  // Under the same lock, so instances starting together do not race to create the first admin.
  const admin = config.admin;
  if (admin) await withMigrationLock(config.database, () => ensureAdmin(database.db, admin, app.log));
  else app.log.warn('ADMIN_MOBILE and ADMIN_PASSWORD are not set: no admin was created (see npm run create-admin)');

  // Files left behind by a crash (stored but never committed, or cut short): removed at start,
  // at once when this is the only instance (SQLite, no Redis), otherwise after a grace period.
  const singleInstance = config.database.kind === 'sqlite' && !config.redisUrl;
  const sweep = async (graceMs: number) => {
    const { removed } = await sweepOrphanUploads(database.db, config.uploadsDir, graceMs, privateMediaDir(config.dataDir));
    if (removed.length) app.log.warn({ count: removed.length }, 'removed upload files that no record refers to');
  };
  await sweep(singleInstance ? 0 : FLEET_UPLOAD_GRACE_MS).catch((error: unknown) => app.log.error({ err: error }, 'upload sweep failed'));
  const stopSweep = app.locks.scheduleExclusive('upload-sweep', UPLOAD_SWEEP_INTERVAL_MS, () => sweep(FLEET_UPLOAD_GRACE_MS), {
    onError: (error) => app.log.error({ err: error }, 'upload sweep failed'),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    // Never hang on the way out: a stuck connection gets 10 s.
    setTimeout(() => process.exit(1), 10_000).unref();
    await stopSweep();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`${config.appName} is running at http://${shownHost}:${config.port} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
