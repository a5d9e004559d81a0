// A query built with Kysely's builder ONCE per database engine and then run many times with new
// values: the compiled-query pattern (Entity Framework's `CompiledQuery.Compile`, linq2db's
// `CompiledQuery`), on Kysely's documented split of building from execution ("execute compiled
// queries": `db.executeQuery(compiledQuery)`).
//
// Why it exists (issue 24): in the bench's 200 concurrent bookings, Kysely's building and compiling
// (parsing each `select` column, freezing every node, visiting the tree) was about a quarter of the
// burst's CPU, more than SQLite's own work, and the burst's p99 missed its 200 ms target. Only the
// booking path's statements use it; everywhere else the builder runs per request as usual.
//
// The rules of a compiled query, as in Entity Framework: the build callback must make the same
// statement whatever the values (no `if` on a value, no `in` list whose length varies), and a value
// is a `param(name)` placeholder, replaced by the named value at each run. Constants written into
// the build (`'pending'`, a fixed list) stay as compiled. Kysely plugins that rewrite a query run
// at that one compile too, so one that differed per database handle (a `withSchema` per tenant)
// would be wrong here: the app has none, and a PostgreSQL schema is the connection's search_path.
import { createQueryId, type Compilable, type CompiledQuery, type QueryResult } from 'kysely';
import { isPostgres, type DB } from './database.js';

/** Stands for a value in the build; found again in the compiled parameters by identity. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** `param('userId')` in a build: typed as the value it stands for. */
export type Param<P> = <K extends keyof P & string>(name: K) => P[K];

interface Compiled {
  query: CompiledQuery;
  /** For each compiled parameter: the name of the value that replaces it, or null for a constant. */
  names: (string | null)[];
}

export interface CompiledStatement<P, R> {
  execute(db: DB, values: P): Promise<R[]>;
  executeTakeFirst(db: DB, values: P): Promise<R | undefined>;
  /** The statement's result as Kysely gives it (rows, affected rows). */
  run(db: DB, values: P): Promise<QueryResult<R>>;
}

/**
 * Compiles `build` the first time it runs on each engine (SQLite and PostgreSQL write different
 * SQL), then runs that SQL with the values given. `db` may be a transaction or a single connection.
 */
export function compiledQuery<P extends Record<string, unknown>, R>(
  build: (db: DB, param: Param<P>) => Compilable<R>,
): CompiledStatement<P, R> {
  const byEngine: { sqlite?: Compiled; postgres?: Compiled } = {};
  const param = ((name: string) => new Placeholder(name)) as Param<P>;

  function compiledFor(db: DB): Compiled {
    const engine = isPostgres(db) ? 'postgres' : 'sqlite';
    let compiled = byEngine[engine];
    if (!compiled) {
      const query = build(db, param).compile();
      const names = query.parameters.map((value) => (value instanceof Placeholder ? value.name : null));
      compiled = { query, names };
      byEngine[engine] = compiled;
    }
    return compiled;
  }

  async function run(db: DB, values: P): Promise<QueryResult<R>> {
    const { query, names } = compiledFor(db);
    const parameters = names.map((name, i) => {
      if (name === null) return query.parameters[i];
      const value = values[name];
      if (value === undefined) throw new Error(`compiled query: no value for ${name}`);
      return value;
    });
    return db.executeQuery<R>({ ...query, parameters, queryId: createQueryId() });
  }

  return {
    run,
    async execute(db, values) {
      return (await run(db, values)).rows;
    },
    async executeTakeFirst(db, values) {
      return (await run(db, values)).rows[0];
    },
  };
}
