// The browser-stored session of the spec: token, role, user (JSON) and userId in localStorage.
import { isAdminRole, normalizeRole, type AuthResponse, type AuthUser } from '@rhythmfit/contracts';

const KEYS = { token: 'token', role: 'role', user: 'user', userId: 'userId' } as const;
export const SESSION_EVENT = 'rhythmfit:session';

export function getToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export function getRole(): string {
  return localStorage.getItem(KEYS.role) ?? 'USER';
}

export function getUserId(): number | null {
  const value = Number(localStorage.getItem(KEYS.userId));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function getStoredUser(): AuthUser | null {
  const raw = localStorage.getItem(KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as AuthUser;
  } catch {
    return null;
  }
}

export function saveSession({ token, user }: AuthResponse): void {
  localStorage.setItem(KEYS.token, token);
  localStorage.setItem(KEYS.role, normalizeRole(user.role?.name));
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  localStorage.setItem(KEYS.userId, String(user.id));
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export function updateStoredUser(user: AuthUser): void {
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  localStorage.setItem(KEYS.role, normalizeRole(user.role?.name));
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/**
 * Where a freshly signed-in user lands: a coach (ADMIN, and SUPERADMIN, the first admin every
 * install creates) on /admin, everyone else on /dashboard.
 */
export function homePathFor(roleName: string | undefined): string {
  return isAdminRole(normalizeRole(roleName)) ? '/admin' : '/dashboard';
}
