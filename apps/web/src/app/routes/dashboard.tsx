// The member dashboard composes pieces owned by several features (the app layer may; features
// never import each other).
import { Box, Stack, Title } from '@mantine/core';
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Deferred } from '../../components/deferred';
import { mySessionsQuery } from '../../features/coaching/api/get-my-sessions';
import { bannersQuery } from '../../features/content/api/get-banners';
import { testimonialsQuery } from '../../features/content/api/get-testimonials';
import { myProgressQuery } from '../../features/tracking/api/get-my-progress';
import { DashboardBanners } from '../../features/content/components/dashboard-banners';
import { DashboardTestimonials } from '../../features/content/components/dashboard-testimonials';
import { DashboardWeight } from '../../features/tracking/components/dashboard-weight';

const DashboardBelowFold = lazy(() => import('./dashboard-below-fold'));
const BELOW_FOLD_HEIGHT = 560;

export default function DashboardRoute() {
  // Every section's data is asked for at once, before the sections render: the requests start
  // sooner, and no section re-renders synchronously (one long main-thread task on a phone) when
  // its own fetch would have started on mount.
  usePrefetchQuery(bannersQuery);
  usePrefetchQuery(myProgressQuery);
  usePrefetchQuery(mySessionsQuery);
  usePrefetchQuery(testimonialsQuery);
  return (
    <Stack gap="xl">
      <Title order={1}>Dashboard</Title>
      <DashboardBanners />
      <DashboardWeight />
      {/* Below the fold on phones (the eating-window card, and the sessions form whose native
          inputs are costly to create): its own chunk, mounted right after the first paint. */}
      <Deferred minHeight={BELOW_FOLD_HEIGHT}>
        <Suspense fallback={<Box mih={BELOW_FOLD_HEIGHT} aria-hidden="true" data-deferred="pending" />}>
          <DashboardBelowFold />
        </Suspense>
      </Deferred>
      <DashboardTestimonials />
    </Stack>
  );
}
