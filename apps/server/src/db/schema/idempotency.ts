// Idempotent writes: stored answers per (user, Idempotency-Key).
import type { Generated } from 'kysely';

export interface IdempotencyKeysTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  method: string;
  path: string;
  /** sha256 of method, path and the canonical JSON body (migration 0012); null on older rows. */
  fingerprint: string | null;
  /** Null while the first request with this key is still running. */
  status_code: number | null;
  content_type: string | null;
  body: string | null;
  created_at: string;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
