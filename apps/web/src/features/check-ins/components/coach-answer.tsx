// The coach's answer to a check-in, as the member sees it (it also reaches their conversation).
import { Paper, Text, Title } from '@mantine/core';
import type { CheckInReview } from '@rhythmfit/contracts';
import { formatDateTime } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { checkInTexts } from '../texts';

export function CoachAnswer({ review }: { review: CheckInReview }) {
  const t = useTexts(checkInTexts);
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-teal-light)" component="section" aria-labelledby="check-in-coach-answer">
      <Title order={2} size="h4" id="check-in-coach-answer" mb="xs">
        {t('answer.title')}
      </Title>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.comment}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        {review.reviewerName
          ? t('answer.by', { coach: review.reviewerName, date: formatDateTime(review.reviewedAt) })
          : t('answer.at', { date: formatDateTime(review.reviewedAt) })}
      </Text>
    </Paper>
  );
}
