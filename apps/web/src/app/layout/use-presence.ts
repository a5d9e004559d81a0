// While signed in: ping every 30 s, report location at start and every 15 s (high accuracy, 10 s
// time-out, no cache; denial only logged), and poll last-seen every 10 s.
import { startTransition, useEffect, useState } from 'react';
import {
  LAST_SEEN_POLL_MS,
  LOCATION_INTERVAL_MS,
  LOCATION_TIMEOUT_MS,
  PING_INTERVAL_MS,
  type LastSeenResponse,
} from '@rhythmfit/contracts';
import { api } from '../../lib/api-client';
import { getCurrentPosition } from '../../lib/geolocation';

export function usePresence(userId: number | null): string | null {
  const [lastSeen, setLastSeen] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const ping = () => api.post('/api/auth/ping').catch((error: unknown) => console.warn('ping failed', error));
    const reportLocation = () =>
      getCurrentPosition({ enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 })
        .then(({ latitude, longitude }) => api.post('/api/auth/users/location', undefined, { query: { latitude, longitude } }))
        .catch((error: unknown) => console.warn('location not reported', error));
    const pollLastSeen = () =>
      api
        .get<LastSeenResponse>(`/api/auth/users/${userId}/last-seen`)
        .then((res) => {
          // A transition: the answer re-renders the whole frame (top bar, menus, the screen's
          // layout), which as an ordinary update ran in one task that cannot yield, 11 ms
          // unthrottled on /dashboard (about 45 ms on Lighthouse's 4x phone, issue 24).
          if (!cancelled) startTransition(() => setLastSeen(res.lastSeen));
        })
        .catch((error: unknown) => console.warn('last-seen poll failed', error));

    // The first ping and location report go in a task of their own, not in the effects React runs
    // right after the first screen is committed: on /dashboard those effects ran in the commit's
    // task (layout effects of Mantine's AppShell and Popover set state, so React flushes the mount
    // effects at once), and starting two requests and a location lookup there made that task
    // longer (total blocking time, issue 24).
    const start = setTimeout(() => {
      void ping().then(pollLastSeen);
      void reportLocation();
    }, 0);
    const timers = [
      setInterval(ping, PING_INTERVAL_MS),
      setInterval(reportLocation, LOCATION_INTERVAL_MS),
      setInterval(pollLastSeen, LAST_SEEN_POLL_MS),
    ];
    return () => {
      cancelled = true;
      clearTimeout(start);
      timers.forEach(clearInterval);
    };
  }, [userId]);

  return lastSeen;
}
