// Roles and the one rule every screen and route uses to read them.
import { z } from 'zod';

export const ROLES = ['USER', 'ADMIN', 'SUPERADMIN'] as const;
export const RoleNameSchema = z.enum(ROLES);
export type RoleName = z.infer<typeof RoleNameSchema>;

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
