// npm run migrate: apply every pending migration to the configured database.
import { loadConfig } from '../config/config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';

const config = loadConfig();
const database = openDatabase(config.database);
try {
  await migrateToLatest(database.db);
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
