// Roles and the one rule every screen and route uses to read them. The rules themselves live in
// shell-rules.ts (no zod) so the app shell's first download does not carry zod.
import { z } from 'zod';
import { ROLES } from './shell-rules.js';

export { ROLES, normalizeRole, isAdminRole, isSuperAdminRole } from './shell-rules.js';
export const RoleNameSchema = z.enum(ROLES);
export type RoleName = z.infer<typeof RoleNameSchema>;
