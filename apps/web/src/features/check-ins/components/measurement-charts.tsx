// The member's measurements over the weeks (/progress): one small line chart per measurement that has
// values, each described for screen readers by its values (the chart itself is a picture).
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { CHECK_IN_MEASUREMENTS, type CheckInMeasurementSeries } from '@rhythmfit/contracts';
import { formatDate } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { checkInTexts } from '../texts';
import { useMeasurementText } from './measurement-value';

export function MeasurementCharts({ series, height = 180 }: { series: CheckInMeasurementSeries; height?: number }) {
  const t = useTexts(checkInTexts);
  const format = useMeasurementText();
  const measured = CHECK_IN_MEASUREMENTS.filter((key) => series[key].length > 0);
  if (measured.length === 0) return <Text c="dimmed">{t('progress.noMeasurements')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {measured.map((key) => {
        const points = series[key];
        const data = points.map((point) => ({ week: formatDate(point.date), value: point.value }));
        const summary = t('progress.chartSummary', {
          measurement: t(`measurement.${key}`),
          values: points.map((point) => `${formatDate(point.date)}: ${format(key, point.value)}`).join('; '),
        });
        return (
          <Card withBorder key={key} padding="sm">
            <Title order={3} size="h5" mb="xs">
              {t(`measurement.${key}`)}
            </Title>
            <Text size="sm" mb={4}>
              {t('progress.latest', { value: format(key, points[points.length - 1]!.value) })}
            </Text>
            <Box role="img" aria-label={summary} data-testid={`measurement-chart-${key}`}>
              <LineChart
                h={height}
                data={data}
                dataKey="week"
                series={[{ name: 'value', label: t(`measurement.${key}`), color: 'teal.6' }]}
                curveType="linear"
                withDots
                yAxisProps={{ domain: ['auto', 'auto'], width: 40 }}
              />
            </Box>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
