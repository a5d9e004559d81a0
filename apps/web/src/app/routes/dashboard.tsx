// The member dashboard composes pieces owned by several features (the app layer may; features
// never import each other). The sections below the banners load as their own chunks so that the
// first paint is not one long main-thread task (Lighthouse's total blocking time on phones).
import { Box, Stack, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { DashboardBanners } from '../../features/content/components/dashboard-banners';

const DashboardWeight = lazy(() => import('../../features/tracking/components/dashboard-weight').then((m) => ({ default: m.DashboardWeight })));
const DashboardSessions = lazy(() => import('../../features/coaching/components/dashboard-sessions').then((m) => ({ default: m.DashboardSessions })));
const DashboardTestimonials = lazy(() =>
  import('../../features/content/components/dashboard-testimonials').then((m) => ({ default: m.DashboardTestimonials })),
);

/** Keeps the section's space while its chunk loads, so nothing below jumps. */
function Section({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  return <Suspense fallback={<Box mih={minHeight} aria-busy="true" />}>{children}</Suspense>;
}

export default function DashboardRoute() {
  return (
    <Stack gap="xl">
      <Title order={1}>Dashboard</Title>
      <DashboardBanners />
      <Section minHeight={420}>
        <DashboardWeight />
      </Section>
      <Section minHeight={420}>
        <DashboardSessions />
      </Section>
      <Section minHeight={200}>
        <DashboardTestimonials />
      </Section>
    </Stack>
  );
}
