// "Log something else" under the three meal marks: the form and the day's eating events. An event
// logged offline waits on the device (its photo cannot: it needs the stored event's id).
import { Alert, Stack } from '@mantine/core';
import type { DailyRecord, EatingEvent } from '@rhythmfit/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { isQueued } from '../../../lib/offline-queue';
import { useDeleteEating } from '../api/delete-eating';
import { circadianKeys } from '../api/get-daily-record';
import { useLogEating } from '../api/log-eating';
import { uploadEatingPhoto } from '../api/upload-eating-photo';
import { EatingForm, type EatingFormValues } from './eating-form';
import { EatingList } from './eating-list';
import { useTexts } from '../../../lib/i18n';
import { circadianTexts } from '../texts';

/** The section's messages in the language on screen (English in the tests). */
export const EATING_SECTION_TEXTS = {
  get failed() {
    return circadianTexts('eating.failed');
  },
  get deleteFailed() {
    return circadianTexts('eating.deleteFailed');
  },
  photoFailed: (message: string) => circadianTexts('eating.photoFailed', { message }),
  get photoOffline() {
    return circadianTexts('eating.photoOffline');
  },
};

export function EatingSection({ date, events }: { date: string; events: EatingEvent[] }) {
  useTexts(circadianTexts);
  const queryClient = useQueryClient();
  const logEating = useLogEating(date);
  const deleteEating = useDeleteEating(date);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function log({ body, photo }: EatingFormValues): Promise<boolean> {
    setError(null);
    setNotice(null);
    let result: DailyRecord | { queued: true; id: string };
    try {
      result = await logEating.mutateAsync(body);
    } catch (cause) {
      setError(errorMessage(cause, EATING_SECTION_TEXTS.failed));
      return false;
    }
    if (!photo) return true;
    if (isQueued(result)) {
      setNotice(EATING_SECTION_TEXTS.photoOffline);
      return true;
    }
    // The new event is the one the answer holds that the day did not (same time and kind).
    const known = new Set(events.map((event) => event.id));
    const added = result.eating.filter((event) => !known.has(event.id) && event.time === body.time && event.kind === body.kind).at(-1);
    if (!added) return true;
    try {
      await uploadEatingPhoto(date, added.id, photo);
      // The day is read again: the event now carries its photo's address.
      await queryClient.invalidateQueries({ queryKey: circadianKeys.all });
    } catch (cause) {
      setError(EATING_SECTION_TEXTS.photoFailed(errorMessage(cause, circadianTexts('eating.photoFailedFallback'))));
    }
    return true;
  }

  return (
    <Stack gap="sm">
      <EatingForm onSubmit={log} busy={logEating.isPending} error={error} />
      {notice && (
        <Alert color="blue" variant="light" role="status">
          {notice}
        </Alert>
      )}
      <EatingList
        events={events}
        deletingId={deleteEating.isPending ? (deleteEating.variables ?? null) : null}
        onDelete={(event) =>
          deleteEating.mutateAsync(event.id).catch((cause: unknown) => setError(errorMessage(cause, EATING_SECTION_TEXTS.deleteFailed)))
        }
      />
    </Stack>
  );
}
