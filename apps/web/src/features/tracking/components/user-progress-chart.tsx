// One member's weights for the coach (placed in /admin's progress modal): a line chart and the table.
import { Loader, Stack, Text } from '@mantine/core';
import { useUserProgress } from '../api/get-user-progress';
import { WeightLineChart } from './weight-line-chart';
import { WeightTable } from './weight-table';
import { useTexts } from '../../../lib/i18n';
import { trackingTexts } from '../texts';

export function UserProgressChart({ userId }: { userId: number }) {
  const t = useTexts(trackingTexts);
  const progress = useUserProgress(userId);
  if (progress.isPending) return <Loader aria-label={t('user.loading')} />;
  if (progress.isError) return <Text c="red.8">{t('user.failed')}</Text>;
  if (progress.data.length === 0) return <Text c="dimmed">{t('msg.noProgressData')}</Text>;
  return (
    <Stack gap="md">
      <WeightLineChart entries={progress.data} height={300} label={t('user.weightOf', { name: progress.data[0]!.userName })} />
      <WeightTable entries={progress.data} caption={t('table.captionOf', { name: progress.data[0]!.userName })} />
    </Stack>
  );
}
