// Makes the database available as `app.db` (and which engine it is as `app.dbKind`).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DB, DatabaseKind } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    dbKind: DatabaseKind;
  }
}

export default fp(
  async function databasePlugin(app: FastifyInstance, options: { db: DB; kind: DatabaseKind }) {
    app.decorate('db', options.db);
    app.decorate('dbKind', options.kind);
  },
  { name: 'database' },
);
