// The dashboard's sections below the fold on phones: the eating-window card and the sessions form
// (its validation brings zod, the forms library and the coaching schemas). Their own chunk, loaded
// after the first paint by app/routes/dashboard.tsx, so evaluating that code is not part of the
// route's first long task (total blocking time on /dashboard, issue 24).
import { Stack } from '@mantine/core';
import { DashboardEatingWindow } from '../../features/circadian/components/dashboard-eating-window';
import { DashboardSessions } from '../../features/coaching/components/dashboard-sessions';

export default function DashboardBelowFold() {
  return (
    <Stack gap="xl">
      <DashboardEatingWindow />
      <DashboardSessions />
    </Stack>
  );
}
