// Progress Tracker (/progress): the monthly weight entry, stat cards, the table and the chart (350 high).
import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useMyProgress } from '../api/get-my-progress';
import { StatCards } from '../components/stat-cards';
import { WeightEntryForm } from '../components/weight-entry-form';
import { WeightLineChart } from '../components/weight-line-chart';
import { WeightTable } from '../components/weight-table';
import { useTexts } from '../../../lib/i18n';
import { trackingTexts } from '../texts';

export const TRACKER_CHART_HEIGHT = 350;

export default function ProgressPage() {
  const t = useTexts(trackingTexts);
  const progress = useMyProgress();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('progress.title')}</Title>
      {progress.isPending ? (
        <Loader aria-label={t('progress.loading')} />
      ) : progress.isError ? (
        <Text c="red.8">{t('progress.failed')}</Text>
      ) : (
        <>
          <WeightEntryForm entries={progress.data} />
          <StatCards entries={progress.data} />
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t('progress.history')}
            </Title>
            <WeightTable entries={progress.data} newestFirst />
          </Card>
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t('progress.chart')}
            </Title>
            <WeightLineChart entries={progress.data} height={TRACKER_CHART_HEIGHT} />
          </Card>
        </>
      )}
    </Stack>
  );
}
