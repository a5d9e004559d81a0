// What a check-in says: each answer under the question as it was asked that week, the measurements
// with their units and the member's note. Shown to the member (what they sent) and to the coach.
import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { CHECK_IN_MEASUREMENTS, type CheckIn, type CheckInAnswer } from '@rhythmfit/contracts';
import { formatNumber } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { questionLabel } from '../lib/question-label';
import { checkInTexts } from '../texts';
import { MeasurementValue } from './measurement-value';

function AnswerValue({ answer }: { answer: CheckInAnswer }) {
  const t = useTexts(checkInTexts);
  const { value } = answer;
  if (value === null || value === '') return <Text c="dimmed">{t('answers.none')}</Text>;
  if (typeof value === 'boolean') return <Text>{value ? t('form.yes') : t('form.no')}</Text>;
  if (answer.kind === 'scale' && typeof value === 'number') return <Text>{t('answers.scale', { value: formatNumber(value) })}</Text>;
  if (typeof value === 'number') return <Text>{formatNumber(value, 2)}</Text>;
  return <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</Text>;
}

export function CheckInAnswers({ checkIn, showMeasurements = true }: { checkIn: CheckIn; showMeasurements?: boolean }) {
  const t = useTexts(checkInTexts);
  const measured = CHECK_IN_MEASUREMENTS.filter((key) => checkIn.measurements[key] !== undefined);
  return (
    <Stack gap="sm">
      {checkIn.answers.length > 0 && (
        <Box component="dl" m={0}>
          {checkIn.answers.map((answer) => (
            <Box key={answer.questionId} mb="xs">
              <Text component="dt" size="sm" fw={600}>
                {questionLabel(answer.questionId, answer.label)}
              </Text>
              <Box component="dd" m={0}>
                <AnswerValue answer={answer} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {showMeasurements && measured.length > 0 && (
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="xs" m={0}>
          {measured.map((key) => (
            <Box key={key}>
              <Text component="dt" size="sm" c="dimmed">
                {t(`measurement.${key}`)}
              </Text>
              <Text component="dd" m={0} fw={600}>
                <MeasurementValue measurement={key} value={checkIn.measurements[key]!} />
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {checkIn.note && (
        <Box>
          <Text size="sm" fw={600}>
            {t('answers.note')}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{checkIn.note}</Text>
        </Box>
      )}
    </Stack>
  );
}
