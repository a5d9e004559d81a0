// One member's weights for the coach (placed in /admin's progress modal): a line chart and the table.
import { Loader, Stack, Text } from '@mantine/core';
import { useUserProgress } from '../api/get-user-progress';
import { WeightLineChart } from './weight-line-chart';
import { WeightTable } from './weight-table';

export function UserProgressChart({ userId }: { userId: number }) {
  const progress = useUserProgress(userId);
  if (progress.isPending) return <Loader aria-label="Loading progress" />;
  if (progress.isError) return <Text c="red.8">Progress could not be loaded.</Text>;
  if (progress.data.length === 0) return <Text c="dimmed">No progress data found.</Text>;
  return (
    <Stack gap="md">
      <WeightLineChart entries={progress.data} height={300} label={`Weight of ${progress.data[0]!.userName}`} />
      <WeightTable entries={progress.data} caption={`Weight entries of ${progress.data[0]!.userName}`} />
    </Stack>
  );
}
