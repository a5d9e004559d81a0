// What /progress gains from the check-ins: the measurement charts and the photo timeline. Placed by
// app/routes/progress.tsx under the monthly weight tracker (features do not import each other).
import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '../../../lib/i18n';
import { useCheckInHistory } from '../api/get-history';
import { useMeasurementSeries } from '../api/get-measurements';
import { checkInTexts } from '../texts';
import { MeasurementCharts } from './measurement-charts';
import { PhotoTimeline } from './photo-timeline';

export function ProgressCheckIns() {
  const t = useTexts(checkInTexts);
  const series = useMeasurementSeries();
  const history = useCheckInHistory();
  return (
    <Stack gap="lg">
      <Card withBorder component="section" aria-labelledby="progress-measurements-title">
        <Title order={2} size="h4" mb="sm" id="progress-measurements-title">
          {t('progress.measurements')}
        </Title>
        {series.isPending ? (
          <Loader size="sm" aria-label={t('progress.loading')} />
        ) : series.isError ? (
          <Text c="red.8">{t('progress.failed')}</Text>
        ) : (
          <MeasurementCharts series={series.data} />
        )}
      </Card>
      <Card withBorder component="section" aria-labelledby="progress-photos-title">
        <Title order={2} size="h4" mb="sm" id="progress-photos-title">
          {t('photos.title')}
        </Title>
        {history.isPending ? (
          <Loader size="sm" aria-label={t('progress.loading')} />
        ) : history.isError ? (
          <Text c="red.8">{t('progress.failed')}</Text>
        ) : (
          <PhotoTimeline checkIns={history.data} />
        )}
      </Card>
    </Stack>
  );
}
