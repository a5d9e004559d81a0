// Column helpers for migrations: the only place where SQLite and PostgreSQL differ in type names.
// Frozen with the migrations: never import application code here.
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

export async function dialectOf(db: Kysely<any>): Promise<Dialect> {
  const adapter = db.getExecutor().adapter.constructor.name;
  return adapter.toLowerCase().includes('postgres') ? 'postgres' : 'sqlite';
}

/** An auto-incrementing integer primary key named id. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** A floating-point column type: double precision on PostgreSQL, real on SQLite. */
export function floatType(dialect: Dialect) {
  return dialect === 'postgres' ? sql`double precision` : sql`real`;
}
