// The member dashboard's weight comparison, weight table and monthly chart (health-tracking issue). Placed by app/routes/dashboard.tsx.
export function DashboardWeight() {
  return null;
}
