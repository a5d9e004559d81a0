// The member dashboard composes pieces owned by several features (the app layer may; features
// never import each other). What the member does today comes first (on a 390 px phone it is the
// first screen with the banner row under it), then the banners, weight, sessions and testimonials.
import { Box, Stack, Title } from '@mantine/core';
import { addDays, localIsoDate } from '@rhythmfit/contracts';
import { useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Deferred } from '../../components/deferred';
import { TodaySection } from '../../components/today-section';
import { myInsightsQuery } from '../../features/circadian/api/get-insights';
import { currentCheckInQuery } from '../../features/check-ins/api/get-current';
import { DashboardCheckIn } from '../../features/check-ins/components/dashboard-check-in';
import { DashboardEatingWindow } from '../../features/circadian/components/dashboard-eating-window';
import { mySessionsQuery } from '../../features/coaching/api/get-my-sessions';
import { bannersQuery } from '../../features/content/api/get-banners';
import { testimonialsQuery } from '../../features/content/api/get-testimonials';
import { myProgressQuery } from '../../features/tracking/api/get-my-progress';
import { DashboardBanners } from '../../features/content/components/dashboard-banners';
import { DashboardTestimonials } from '../../features/content/components/dashboard-testimonials';
import { DashboardWeight } from '../../features/tracking/components/dashboard-weight';
import { calendarQuery } from '../../features/training/api/get-calendar';
import { DashboardTodayWorkout, TODAY_WORKOUT_DAYS } from '../../features/training/components/dashboard-today-workout';
import { useTexts } from '../../lib/i18n';
import { appTexts } from '../texts';

const DashboardBelowFold = lazy(() => import('./dashboard-below-fold'));
const BELOW_FOLD_HEIGHT = 480;

/**
 * Every section's data asked for at once, before the sections render: the requests start sooner,
 * and no section re-renders synchronously (one long main-thread task on a phone) when its own fetch
 * would have started on mount. Called when this chunk arrives (app/routes.tsx `preloadScreen`) and
 * by the first render; a query already in the cache or on its way is not asked for again (what
 * TanStack Query's usePrefetchQuery does).
 */
export function prefetch(queryClient: QueryClient): void {
  const ask = <TData, TKey extends QueryKey>(query: FetchQueryOptions<TData, Error, TData, TKey>) => {
    if (!queryClient.getQueryState(query.queryKey)) void queryClient.prefetchQuery(query);
  };
  const today = localIsoDate();
  ask(myInsightsQuery(7, today));
  ask(calendarQuery(today, addDays(today, TODAY_WORKOUT_DAYS - 1)));
  ask(bannersQuery);
  ask(myProgressQuery);
  ask(mySessionsQuery);
  ask(testimonialsQuery);
  ask(currentCheckInQuery);
}

export default function DashboardRoute() {
  const t = useTexts(appTexts);
  prefetch(useQueryClient());
  return (
    <Stack gap="xl">
      <Title order={1}>{t('dashboard.title')}</Title>
      {/* One card per thing to do today. The training and check-in features add theirs here
          ("Today's workout", "Check-in due"), each a card of its own feature. */}
      <TodaySection>
        <DashboardTodayWorkout />
        <DashboardEatingWindow />
        <DashboardCheckIn />
      </TodaySection>
      <DashboardBanners />
      <DashboardWeight />
      {/* Below the fold on phones (the sessions form, whose validation and native inputs are
          costly to create): its own chunk, mounted right after the first paint. */}
      <Deferred minHeight={BELOW_FOLD_HEIGHT}>
        <Suspense fallback={<Box mih={BELOW_FOLD_HEIGHT} aria-hidden="true" data-deferred="pending" />}>
          <DashboardBelowFold />
        </Suspense>
      </Deferred>
      <DashboardTestimonials />
    </Stack>
  );
}
