// The member's week in figures on the coach's review: the eating window's median, the sleep average
// and regularity, and how much of the planned training was done (each "No data" where there is none).
import { Box, SimpleGrid, Text } from '@mantine/core';
import type { CheckInWeek } from '@rhythmfit/contracts';
import { formatNumber, formatOneDecimal } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { checkInTexts } from '../texts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
    </Box>
  );
}

export function WeekFigures({ week }: { week: CheckInWeek }) {
  const t = useTexts(checkInTexts);
  const none = t('review.noData');
  return (
    <SimpleGrid component="dl" m={0} cols={{ base: 2, sm: 4 }} spacing="sm">
      <Figure
        label={t('review.eating')}
        value={week.eatingWindowMedianHours === null ? none : t('review.hours', { hours: formatOneDecimal(week.eatingWindowMedianHours) })}
      />
      <Figure
        label={t('review.sleep')}
        value={week.sleepHoursAverage === null ? none : t('review.hours', { hours: formatOneDecimal(week.sleepHoursAverage) })}
      />
      <Figure label={t('review.regularity')} value={week.sleepRegularity === null ? none : formatNumber(week.sleepRegularity)} />
      <Figure
        label={t('review.training')}
        value={
          week.trainingCompliancePercent === null ? none : t('review.percent', { value: formatNumber(week.trainingCompliancePercent) })
        }
      />
    </SimpleGrid>
  );
}
