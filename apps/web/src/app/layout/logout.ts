import { api } from '../../lib/api-client';
import { disconnectLiveEvents } from '../../lib/live-events';
import { clearSession, getToken } from '../../lib/session';

/** Revokes the token on the server (best effort), clears the stored session, goes to / and reloads. */
export async function logout(): Promise<void> {
  if (getToken()) await api.post('/api/auth/logout').catch(() => undefined);
  disconnectLiveEvents();
  clearSession();
  window.location.assign('/');
}
