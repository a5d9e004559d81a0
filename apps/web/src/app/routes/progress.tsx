// /progress composes the monthly weight tracker (tracking) with what the weekly check-ins add: the
// body measurements over the weeks and the photo timeline (check-ins). Features never import each
// other; the app layer puts them on one screen.
import { Stack } from '@mantine/core';
import { ProgressCheckIns } from '../../features/check-ins/components/progress-check-ins';
import ProgressPage from '../../features/tracking/pages/progress-page';

export default function ProgressRoute() {
  return (
    <Stack gap="lg">
      <ProgressPage />
      <ProgressCheckIns />
    </Stack>
  );
}
