// The player's draft on the device, per user and workout: every tap is saved here first, so a
// reload, a closed tab or a phone with no signal loses nothing. The workout itself is kept beside
// it, so the player opens again without a connection.
import { getUserId } from '../../../lib/session';
import type { ScheduledWorkout } from '../api/types';
import type { Draft } from './player';

const PREFIX = 'rhythmfit:training-draft';

export interface StoredDraft {
  draft: Draft;
  workout: ScheduledWorkout;
  /** The server has this version of the log (false while a save waits for the connection). */
  synced: boolean;
}

function key(scheduledId: number, userId: number | null = getUserId()): string {
  return `${PREFIX}:${userId ?? 'anon'}:${scheduledId}`;
}

export function loadDraft(scheduledId: number): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key(scheduledId));
    if (!raw) return null;
    const value = JSON.parse(raw) as StoredDraft;
    return value && value.draft && value.workout && value.draft.scheduledId === scheduledId ? value : null;
  } catch {
    return null;
  }
}

export function saveDraft(stored: StoredDraft): void {
  try {
    localStorage.setItem(key(stored.draft.scheduledId), JSON.stringify(stored));
  } catch {
    // A full storage: the server copy is all there is (the screen still holds the state).
  }
}

export function markDraftSynced(scheduledId: number): void {
  const stored = loadDraft(scheduledId);
  if (stored && !stored.synced) saveDraft({ ...stored, synced: true });
}

export function clearDraft(scheduledId: number): void {
  localStorage.removeItem(key(scheduledId));
}
