// Constants and rules that the app shell and the sign-in screens need on their first load, kept
// free of zod so the browser's first download stays small (sign-in route JS budget, issue 7). Every
// name is re-exported from its domain module (roles, presence, auth, common), so importers see no
// difference.
export const ROLES = ['USER', 'ADMIN', 'SUPERADMIN'] as const;
type RoleName = (typeof ROLES)[number];

/** Unknown or missing role values read as USER (spec section 3). */
export function normalizeRole(value: unknown): RoleName {
  if (typeof value !== 'string') return 'USER';
  const upper = value.trim().toUpperCase();
  return (ROLES as readonly string[]).includes(upper) ? (upper as RoleName) : 'USER';
}

/** The routing check of the spec: the stored role, upper-cased, contains ADMIN. */
export function isAdminRole(value: unknown): boolean {
  return typeof value === 'string' && value.toUpperCase().includes('ADMIN');
}

export function isSuperAdminRole(value: unknown): boolean {
  return typeof value === 'string' && value.toUpperCase() === 'SUPERADMIN';
}

export const PING_INTERVAL_MS = 30_000;
export const LOCATION_INTERVAL_MS = 15_000;
export const LOCATION_TIMEOUT_MS = 10_000;
export const LAST_SEEN_POLL_MS = 10_000;
export const ONLINE_THRESHOLD_MS = 60_000;

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

export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid mobile number or password',
  invalidOtp: 'Invalid or expired OTP',
  sendOtpFailed: 'Failed to send OTP',
  sendOtpFailedSignup: 'Failed to send OTP. Try again.',
  signupFailed: 'Signup failed',
  mobileTaken: 'An account with this mobile number already exists',
  unauthorized: 'Please sign in to continue',
  forbidden: 'You do not have permission to do that',
} as const;

export const MOBILE_MESSAGE = 'Please enter a valid 10-digit mobile number.';
