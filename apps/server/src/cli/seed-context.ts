// What the demo seed (seed.ts) hands each domain's demo data: the database, the configuration, the
// demo's "now" and the people it made. A domain's demo data is one function in its own file
// (seed-payments.ts, ...) that takes this and writes through that domain's own services.
import type { AppConfig } from '../config/config.js';
import type { DB } from '../db/database.js';

export interface SeedPerson {
  id: number;
  name: string;
  mobile: string;
}

export interface SeedContext {
  /** The database (not a transaction): services open their own transactions as they do for a request. */
  db: DB;
  config: AppConfig;
  /** The demo's present: everything a domain writes happened before it. */
  now: Date;
  coach: SeedPerson;
  /** The members, in the order they were made (the same every run). */
  members: SeedPerson[];
}

/**
 * mulberry32: a small deterministic random source, so the demo is the same every time. Each domain
 * takes its own seed, so adding one domain's data never changes another's.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
