// The member dashboard's Book a Session form and My Sessions list (coaching issue). Placed by app/routes/dashboard.tsx.
export function DashboardSessions() {
  return null;
}
