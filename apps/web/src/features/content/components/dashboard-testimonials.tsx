// The member dashboard's testimonials grid (content issue). Placed by app/routes/dashboard.tsx.
export function DashboardTestimonials() {
  return null;
}
