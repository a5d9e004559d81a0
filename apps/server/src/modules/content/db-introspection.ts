// Other domains' tables are created by their own migrations; the coach's area reads and erases them
// by their documented names, so it asks the database at run time which exist (in the current
// schema only: PostgreSQL tests run many schemas side by side).
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/database.js';

export type AnyDb = Kysely<any>;

export function anyDb(db: DB | Kysely<any>): AnyDb {
  return db as unknown as AnyDb;
}

/** Every table of the current schema with its column names. */
export async function tableColumns(db: DB | AnyDb): Promise<Map<string, Set<string>>> {
  const kind = (db as AnyDb).getExecutor().adapter.constructor.name.toLowerCase().includes('postgres') ? 'postgres' : 'sqlite';
  const rows =
    kind === 'postgres'
      ? await sql<{ table_name: string; column_name: string }>`
          select table_name, column_name from information_schema.columns where table_schema = current_schema()`.execute(db)
      : await sql<{ table_name: string; column_name: string }>`
          select m.name as table_name, p.name as column_name
          from sqlite_master m join pragma_table_info(m.name) p
          where m.type = 'table' and m.name not like 'sqlite_%'`.execute(db);
  const tables = new Map<string, Set<string>>();
  for (const row of rows.rows) {
    const columns = tables.get(row.table_name) ?? new Set<string>();
    columns.add(row.column_name);
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** `%q%` for a case-insensitive LIKE, with the wildcards of the query itself escaped. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(column) like '%q%'` with escaped wildcards: the case-insensitive filter of the admin lists. */
export function containsCi(column: string, q: string) {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(q)} escape '\\'`;
}
