// The member dashboard composes pieces owned by several features (the app layer may; features
// never import each other).
import { Stack, Title } from '@mantine/core';
import { DashboardSessions } from '../../features/coaching/components/dashboard-sessions';
import { DashboardBanners } from '../../features/content/components/dashboard-banners';
import { DashboardTestimonials } from '../../features/content/components/dashboard-testimonials';
import { DashboardWeight } from '../../features/tracking/components/dashboard-weight';

export default function DashboardRoute() {
  return (
    <Stack gap="xl">
      <Title order={1}>Dashboard</Title>
      <DashboardBanners />
      <DashboardWeight />
      <DashboardSessions />
      <DashboardTestimonials />
    </Stack>
  );
}
