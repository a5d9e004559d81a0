// npm run lint:openapi: writes the OpenAPI document of the whole API to a file (default
// artifacts/openapi.json) without listening, on a throw-away SQLite database, for linting and for
// generating clients.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';

const out = path.resolve(process.argv[2] ?? 'artifacts/openapi.json');
const dataDir = mkdtempSync(path.join(tmpdir(), 'rhythmfit-openapi-'));
try {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' });
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  const app = await buildApp(config, { logger: false, database, notificationJobs: false });
  await app.ready();
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await database.close();
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
