// The player's state and its way to the server. Every change is saved on the device first (the
// draft), then the whole log is sent with PUT (a short pause after a change gathers quick taps into
// one save; Finish sends at once). One save is on its way at a time, and the latest log goes next,
// so an older log never overwrites a newer one. Offline, the log waits in the offline queue and a
// newer save replaces it there (save-log.ts): it reaches the server once, when the phone is back.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { isQueued, onWriteSynced, pendingWrites } from '../../../lib/offline-queue';
import { trainingKeys } from '../api/keys';
import { logPath, saveLog } from '../api/save-log';
import type { NewRecord, ScheduledWorkout } from '../api/types';
import { trainingTexts } from '../texts';
import { loadDraft, saveDraft } from './draft-storage';
import { finish as finishDraft, initialDraft, logBody, type Draft } from './player';

export const SAVE_DELAY_MS = 800;

export type SyncState = 'saved' | 'saving' | 'waiting' | 'error';

export interface Player {
  workout: ScheduledWorkout;
  draft: Draft;
  sync: SyncState;
  error: string | null;
  /** The server's new records once the finished log reached it; null before. */
  newRecords: NewRecord[] | null;
  change: (next: (draft: Draft) => Draft) => void;
  finish: () => void;
  saveNow: () => void;
}

/**
 * The draft on the device wins over the server's copy while it has changes the server has not
 * seen; otherwise the server's log (it may have been corrected on another device).
 */
function startingPoint(workout: ScheduledWorkout, fromDevice: boolean): { draft: Draft; synced: boolean } {
  const stored = loadDraft(workout.id);
  if (stored && !stored.synced) return { draft: stored.draft, synced: false };
  // Opened from the copy on the device (no connection): its draft is the latest log there is.
  if (stored && fromDevice) return { draft: stored.draft, synced: true };
  return { draft: initialDraft(workout), synced: true };
}

/** `fromDevice`: the workout is the copy kept on the device (the server could not be read). */
export function usePlayer(workout: ScheduledWorkout, fromDevice = false): Player {
  const queryClient = useQueryClient();
  const [start] = useState(() => startingPoint(workout, fromDevice));
  const [draft, setDraft] = useState<Draft>(start.draft);
  const [sync, setSync] = useState<SyncState>(start.synced ? 'saved' : 'waiting');
  const [error, setError] = useState<string | null>(null);
  const [newRecords, setNewRecords] = useState<NewRecord[] | null>(workout.status === 'done' ? workout.newRecords : null);
  const latest = useRef(draft);
  const inFlight = useRef(false);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const workoutRef = useRef(workout);
  workoutRef.current = workout;

  const accept = useCallback(
    // No answer (null) for a save that asked for none (save-log.ts): the cache is only marked stale.
    (answer: ScheduledWorkout | null | undefined, sentDraft: Draft) => {
      if (answer && typeof answer === 'object' && Array.isArray(answer.items)) {
        queryClient.setQueryData(trainingKeys.scheduled(workout.id), answer);
        if (sentDraft.finished) setNewRecords(answer.newRecords ?? []);
      }
      void queryClient.invalidateQueries({ queryKey: trainingKeys.all, refetchType: 'none' });
    },
    [queryClient, workout.id],
  );

  const send = useCallback(async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    try {
      do {
        again.current = false;
        const sent = latest.current;
        setSync('saving');
        try {
          const result = await saveLog(workout.id, logBody(sent, workoutRef.current), workoutRef.current.name);
          if (isQueued(result)) setSync('waiting');
          else {
            if (latest.current === sent) {
              saveDraft({ draft: sent, workout: workoutRef.current, synced: true });
              setSync('saved');
            }
            setError(null);
            accept(result, sent);
          }
        } catch (failure) {
          setSync('error');
          setError(errorMessage(failure, trainingTexts('player.saveFailedFallback')));
        }
      } while (again.current);
    } finally {
      inFlight.current = false;
    }
  }, [accept, workout.id]);

  const schedule = useCallback(
    (delay: number) => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void send();
      }, delay);
    },
    [send],
  );

  const apply = useCallback(
    (next: Draft, delay: number) => {
      latest.current = next;
      setDraft(next);
      saveDraft({ draft: next, workout: workoutRef.current, synced: false });
      setSync('waiting');
      schedule(delay);
    },
    [schedule],
  );

  const change = useCallback((update: (draft: Draft) => Draft) => apply(update(latest.current), SAVE_DELAY_MS), [apply]);
  const finish = useCallback(() => apply(finishDraft(latest.current), 0), [apply]);
  const saveNow = useCallback(() => schedule(0), [schedule]);

  // A log that waited in the offline queue reached the server.
  useEffect(
    () =>
      onWriteSynced((write, result) => {
        if (write.path !== logPath(workout.id)) return;
        const sent = latest.current;
        saveDraft({ draft: sent, workout: workoutRef.current, synced: true });
        setSync('saved');
        accept(result as ScheduledWorkout, sent);
      }),
    [accept, workout.id],
  );

  // A draft left unsent by a closed tab goes out when the player opens again (unless it already
  // waits in the offline queue, which sends it by itself).
  useEffect(() => {
    if (!start.synced && !pendingWrites().some((write) => write.path === logPath(workout.id))) schedule(0);
    return () => {
      if (timer.current !== null) {
        clearTimeout(timer.current);
        timer.current = null;
        void send();
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open and close
  }, []);

  return { workout, draft, sync, error, newRecords, change, finish, saveNow };
}
