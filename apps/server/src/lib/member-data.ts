// What a domain owns of a member, declared by the domain itself: the tables and columns that point at
// a member, how to erase them, how to export them (the member's copy of their data) and, where it
// makes sense, how to search them. The content module's erasure, export and search call these
// through one explicit list (MemberDataRegistry) built in app.ts; nothing discovers tables at run time.
import type { Kysely, SqlBool, Expression } from 'kysely';
import { sql } from 'kysely';
import type { SearchHit } from '@rhythmfit/contracts';
import type { Database } from '../db/schema.js';

/** A database or an open transaction: erasers run inside the erasure's transaction. */
export type Executor = Kysely<Database>;

/** A search hit: English title and subtitle, and the structured fields a client writes in its language. */
export type MemberSearchHit = SearchHit;

export interface MemberSearchHits {
  dietPlans: MemberSearchHit[];
  sessions: MemberSearchHit[];
  bookings: MemberSearchHit[];
}

export interface MemberDataOwner {
  /** The module that owns these tables (for messages and the coverage test). */
  domain: string;
  /** Every `table.column` of this domain that refers to a user; the coverage test checks the list. */
  covers: readonly `${string}.${string}`[];
  /**
   * Removes what this domain holds of the member, inside the erasure's transaction. `today` is the
   * erasure's calendar date (UTC). Answers stored media paths to remove once the transaction commits.
   */
  erase(trx: Executor, userId: number, today: string): Promise<string[]>;
  /** The member's own rows, as plain JSON, for their data export. */
  exportMember(db: Executor, userId: number): Promise<Record<string, unknown>>;
  /** The member's own rows matching `pattern` (a lower-case LIKE pattern, wildcards escaped). */
  search?(db: Executor, userId: number, pattern: string, limit: number): Promise<Partial<MemberSearchHits>>;
}

export type MemberDataRegistry = readonly MemberDataOwner[];

/** `%q%` for a case-insensitive LIKE, with the wildcards of the query itself escaped. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(column) like pattern`, numbers and dates included (cast to text). */
export function likeCi(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(cast(${sql.ref(column)} as text)) like ${pattern} escape '\\'`;
}

/** `lower(column) like '%q%'` with escaped wildcards: the case-insensitive filter of the admin lists. */
export function containsCi(column: string, q: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(q)} escape '\\'`;
}

/** Any of the columns matches the pattern. */
export function anyLikeCi(columns: string[], pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    columns.map((c) => likeCi(c, pattern)),
    sql` or `,
  )})`;
}
