// The dashboard's section below the fold on phones: the sessions form (its validation brings zod,
// the forms library and the coaching schemas) and My Sessions. Its own chunk, loaded after the
// first paint by app/routes/dashboard.tsx, so evaluating that code is not part of the route's first
// long task (total blocking time on /dashboard, issue 24).
import { DashboardSessions } from '../../features/coaching/components/dashboard-sessions';

export default function DashboardBelowFold() {
  return <DashboardSessions />;
}
