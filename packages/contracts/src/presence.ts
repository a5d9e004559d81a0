// Presence rules: the online dot and the last-seen text of section 4, and the location ranges.
import { z } from 'zod';

export {
  PING_INTERVAL_MS,
  LOCATION_INTERVAL_MS,
  LOCATION_TIMEOUT_MS,
  LAST_SEEN_POLL_MS,
  ONLINE_THRESHOLD_MS,
  isOnline,
  lastSeenText,
  truncateAddress,
} from './shell-rules.js';

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
