// The coach's answer to a check-in, as the member sees it (it also reaches their conversation).
import { Alert, Text } from '@mantine/core';
import type { CheckInReview } from '@rhythmfit/contracts';
import { formatDateTime } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { checkInTexts } from '../texts';

export function CoachAnswer({ review }: { review: CheckInReview }) {
  const t = useTexts(checkInTexts);
  return (
    <Alert variant="light" color="teal" title={t('answer.title')} component="section" aria-label={t('answer.title')}>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.comment}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        {review.reviewerName
          ? t('answer.by', { coach: review.reviewerName, date: formatDateTime(review.reviewedAt) })
          : t('answer.at', { date: formatDateTime(review.reviewedAt) })}
      </Text>
    </Alert>
  );
}
