// The member dashboard's banners (content issue). Placed by app/routes/dashboard.tsx.
export function DashboardBanners() {
  return null;
}
