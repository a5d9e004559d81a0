// The only shapes in which a user leaves the server. Never the password hash.
import type { AuthUser, UserProfile } from '@rhythmfit/contracts';
import { deriveHealth, languageOrDefault, normalizeRole } from '@rhythmfit/contracts';
import { flag } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import type { PresenceUpdate } from '../presence/index.js';

/** Presence not yet flushed to the row is newer than the row. */
function withPresence(row: UserRow, pending?: PresenceUpdate) {
  return {
    lastSeen: pending?.lastSeen ?? row.last_seen,
    latitude: pending?.latitude ?? row.latitude,
    longitude: pending?.longitude ?? row.longitude,
  };
}

export function presentAuthUser(row: UserRow, pending?: PresenceUpdate): AuthUser {
  return {
    id: row.id,
    name: row.name,
    role: { name: normalizeRole(row.role) },
    profilePicture: row.profile_picture,
    ...withPresence(row, pending),
    address: row.address,
    mobile: row.mobile,
    city: row.city,
    state: row.state,
  };
}

export function presentUserProfile(row: UserRow, pending?: PresenceUpdate): UserProfile {
  return {
    ...presentAuthUser(row, pending),
    email: row.email,
    dob: row.dob,
    gender: row.gender,
    height: row.height,
    weight: row.weight,
    bp: row.bp,
    medication: row.medication,
    lastCheckup: row.last_checkup,
    goal: row.goal,
    deleted: flag(row.deleted),
    deleteReason: row.delete_reason,
    ...deriveHealth({ dob: row.dob, weight: row.weight, height: row.height, bp: row.bp }),
    language: languageOrDefault(row.language),
  };
}
