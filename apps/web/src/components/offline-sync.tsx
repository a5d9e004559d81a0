// Mounted once in the layout: replays the offline queue when the connection returns, re-fetches
// screens' data after a queued write reaches the server, tells the member about refused writes,
// and forgets the cached API answers when the member signs out (shared phones). Waiting writes
// stay: they belong to their user and are sent when that user signs in again.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { flushQueue, installOfflineQueue, onSyncProblem, onWriteSynced } from '../lib/offline-queue';
import { notifyError } from '../lib/notify';
import { serverText } from '../lib/server-text';
import { getToken, SESSION_EVENT } from '../lib/session';
import { commonTexts } from '../lib/texts';

export const API_CACHE_NAME = 'api-get';

export function OfflineSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    installOfflineQueue();
    const offSynced = onWriteSynced(() => void queryClient.invalidateQueries());
    const offProblem = onSyncProblem((problem) =>
      notifyError(commonTexts('sync.problem', { label: problem.label, message: serverText(problem.message) })),
    );
    const onSession = () => {
      // Signed in (again): that user's waiting writes can go now.
      if (getToken()) {
        if (navigator.onLine !== false) void flushQueue();
        return;
      }
      if (typeof caches !== 'undefined') void caches.delete(API_CACHE_NAME).catch(() => undefined);
    };
    window.addEventListener(SESSION_EVENT, onSession);
    return () => {
      offSynced();
      offProblem();
      window.removeEventListener(SESSION_EVENT, onSession);
    };
  }, [queryClient]);
  return null;
}
