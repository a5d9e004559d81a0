// Presence rules: the online dot and the last-seen text of section 4, and the location ranges.
import { z } from 'zod';

export const PING_INTERVAL_MS = 30_000;
export const LOCATION_INTERVAL_MS = 15_000;
export const LOCATION_TIMEOUT_MS = 10_000;
export const LAST_SEEN_POLL_MS = 10_000;
export const ONLINE_THRESHOLD_MS = 60_000;

export const LocationQuerySchema = z.object({
  latitude: z.coerce
    .number({ error: 'latitude must be a number' })
    .min(-90, { message: 'latitude must be between -90 and 90' })
    .max(90, { message: 'latitude must be between -90 and 90' }),
  longitude: z.coerce
    .number({ error: 'longitude must be a number' })
    .min(-180, { message: 'longitude must be between -180 and 180' })
    .max(180, { message: 'longitude must be between -180 and 180' }),
});
export type LocationQuery = z.infer<typeof LocationQuerySchema>;

export const LastSeenResponseSchema = z.object({ lastSeen: z.string().nullable() });
export type LastSeenResponse = z.infer<typeof LastSeenResponseSchema>;

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function isOnline(lastSeen: string | Date | null | undefined, now: Date = new Date()): boolean {
  const seen = toDate(lastSeen);
  return seen !== null && now.getTime() - seen.getTime() < ONLINE_THRESHOLD_MS;
}

/**
 * Active now (under 60 s), Last seen N min ago (under an hour), Last seen N hrs ago (under a day),
 * otherwise Last seen on {date} at {time}; Last seen: N/A when unknown.
 */
export function lastSeenText(lastSeen: string | Date | null | undefined, now: Date = new Date()): string {
  const seen = toDate(lastSeen);
  if (!seen) return 'Last seen: N/A';
  const elapsedSeconds = Math.max(0, Math.floor((now.getTime() - seen.getTime()) / 1000));
  if (elapsedSeconds < 60) return 'Active now';
  if (elapsedSeconds < 3600) return `Last seen ${Math.floor(elapsedSeconds / 60)} min ago`;
  if (elapsedSeconds < 86_400) return `Last seen ${Math.floor(elapsedSeconds / 3600)} hrs ago`;
  const date = seen.toLocaleDateString();
  const time = seen.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return `Last seen on ${date} at ${time}`;
}

/** The superadmin address line of the top bar: 20 characters, then an ellipsis. */
export function truncateAddress(address: string | null | undefined, max = 20): string {
  if (!address) return '';
  return address.length > max ? `${address.slice(0, max)}...` : address;
}
