// Accounts: users, one-time codes, revoked tokens.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  name: string;
  mobile: string;
  password_hash: string | null;
  role: string;
  email: string | null;
  dob: string | null;
  gender: string | null;
  height: number | null;
  weight: number | null;
  bp: string | null;
  medication: string | null;
  last_checkup: string | null;
  goal: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  profile_picture: string | null;
  latitude: number | null;
  longitude: number | null;
  last_seen: string | null;
  mobile_verified: number;
  deleted: number;
  delete_reason: string | null;
  deleted_at: string | null;
  /** 'en' | 'hi'; null when never chosen (English). Migration 0020. */
  language: string | null;
  created_at: string;
  updated_at: string;
}
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export interface OtpCodesTable {
  id: Generated<number>;
  mobile: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: string;
}

export interface AccountsTables {
  users: UsersTable;
  otp_codes: OtpCodesTable;
  revoked_tokens: RevokedTokensTable;
}
