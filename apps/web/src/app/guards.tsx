// Route guards of the spec: guests only on / and /register, signed-in members elsewhere, coaches
// (stored role upper-cased contains ADMIN) on /admin. The server enforces the same rules again.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isAdminRole } from '@rhythmfit/contracts';
import { homePathFor } from '../lib/session';
import { useSession } from '../lib/use-session';
import type { Access } from './routes';

export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { loggedIn, role } = useSession();
  if (access === 'guest' && loggedIn) return <Navigate to={homePathFor(role)} replace />;
  if ((access === 'member' || access === 'admin') && !loggedIn) return <Navigate to="/" replace />;
  if (access === 'admin' && !isAdminRole(role)) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

/** Unknown paths: /dashboard when signed in, else /. */
export function FallbackRedirect() {
  const { loggedIn } = useSession();
  return <Navigate to={loggedIn ? '/dashboard' : '/'} replace />;
}
