// The coach's review of one check-in: the photos beside the previous week's (or any earlier week
// chosen), the measurement changes, the answers, the member's week in figures, and the comment box
// with "Review and next", which saves the answer and opens the oldest check-in still waiting.
import { Alert, Badge, Button, Card, Group, Loader, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { CHECK_IN_LIMITS, CheckInReviewBodySchema, type CheckIn } from '@rhythmfit/contracts';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useMemberCheckIns } from '../api/get-member-check-ins';
import { getCheckInQueue } from '../api/get-queue';
import { useCheckInReview } from '../api/get-review';
import { useReviewCheckIn } from '../api/review-check-in';
import { checkInTexts } from '../texts';
import { CheckInAnswers } from './check-in-answers';
import { MeasurementChanges } from './measurement-changes';
import { PhotoCompare } from './photo-compare';
import { WeekFigures } from './week-figures';

/** The oldest check-in waiting for review other than `after`, or null when none is left. */
export async function nextWaiting(after: number): Promise<number | null> {
  const queue = await getCheckInQueue({ status: 'submitted', page: 1, pageSize: 2 });
  return queue.items.find((item) => item.id !== null && item.id !== after)?.id ?? null;
}

function ReviewBox({ checkIn, onDone }: { checkIn: CheckIn; onDone: (next: number | null | 'stay') => void }) {
  const t = useTexts(checkInTexts);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewCheckIn();

  const send = async (andNext: boolean) => {
    const parsed = CheckInReviewBodySchema.safeParse({ comment });
    if (!parsed.success) {
      setError(comment.trim() === '' ? t('review.commentRequired') : t('error.tooLong', { max: String(CHECK_IN_LIMITS.commentMax) }));
      return;
    }
    setError(null);
    try {
      await review.mutateAsync({ id: checkIn.id, ...parsed.data });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'check_in_reviewed') {
        setError(t('review.already'));
        onDone('stay');
      } else setError(errorMessage(failure, t('review.saveFailed')));
      return;
    }
    setComment('');
    if (!andNext) {
      notifySuccess(t('review.done'));
      onDone('stay');
      return;
    }
    const next = await nextWaiting(checkIn.id).catch(() => null);
    notifySuccess(next === null ? t('review.doneLast') : t('review.done'));
    onDone(next);
  };

  return (
    <Stack gap="sm">
      <Textarea
        id="check-in-review-comment"
        label={t('review.comment')}
        description={t('review.commentHelp')}
        rows={3}
        maxLength={CHECK_IN_LIMITS.commentMax}
        value={comment}
        onChange={(event) => {
          setComment(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        withAsterisk
        aria-required
      />
      <Group gap="sm">
        <Button onClick={() => void send(true)} loading={review.isPending}>
          {t('review.submitNext')}
        </Button>
        <Button variant="default" onClick={() => void send(false)} disabled={review.isPending}>
          {t('review.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

export function ReviewPanel({ id, onNext }: { id: number; onNext: (next: number | null) => void }) {
  const t = useTexts(checkInTexts);
  const page = useCheckInReview(id);
  const history = useMemberCheckIns(page.data?.checkIn.userId ?? null);
  const [compareId, setCompareId] = useState<number | null>(null);

  if (page.isPending) return <Loader aria-label={t('review.loading')} />;
  if (page.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(page.error, t('review.failed'))}
      </Alert>
    );
  const { checkIn, previous, week } = page.data;
  const earlier = (history.data ?? []).filter((c) => c.weekOf < checkIn.weekOf).sort((a, b) => (a.weekOf < b.weekOf ? 1 : -1));
  if (previous && !earlier.some((c) => c.id === previous.id)) earlier.unshift(previous);
  const compare = earlier.find((c) => c.id === compareId) ?? previous;
  const week_ = formatDate(checkIn.weekOf);

  return (
    <Stack gap="md" component="article" aria-labelledby="check-in-review-title">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={2} size="h3" id="check-in-review-title">
            {t('review.title', { name: checkIn.userName, week: week_ })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('review.sentAt', { date: formatDateTime(checkIn.submittedAt) })}
          </Text>
        </div>
        <Badge color={checkIn.status === 'reviewed' ? 'teal' : 'orange'} variant="light">
          {t(`admin.status.${checkIn.status}`)}
        </Badge>
      </Group>

      <Card withBorder component="section" aria-labelledby="check-in-review-photos">
        <Group justify="space-between" align="flex-end" mb="sm" gap="xs">
          <Title order={3} size="h4" id="check-in-review-photos">
            {t('review.photos')}
          </Title>
          {earlier.length > 0 && (
            <NativeSelect
              label={t('review.compareWith')}
              data={earlier.map((c) => ({ value: String(c.id), label: t('photos.weekOption', { week: formatDate(c.weekOf) }) }))}
              value={compare ? String(compare.id) : ''}
              onChange={(event) => setCompareId(Number(event.currentTarget.value))}
              w={220}
            />
          )}
        </Group>
        {compare === null && (
          <Text c="dimmed" size="sm" mb="xs">
            {t('review.first')}
          </Text>
        )}
        <PhotoCompare
          left={compare}
          right={checkIn}
          leftLabel={compare ? t('photos.weekOption', { week: formatDate(compare.weekOf) }) : t('review.noEarlier')}
          rightLabel={t('review.thisWeek')}
          headingOrder={4}
        />
      </Card>

      <Card withBorder component="section" aria-labelledby="check-in-review-changes">
        <Title order={3} size="h4" id="check-in-review-changes" mb="sm">
          {t('review.measurements')}
        </Title>
        <MeasurementChanges changes={week.measurementChanges} />
      </Card>

      <Card withBorder component="section" aria-labelledby="check-in-review-answers">
        <Title order={3} size="h4" id="check-in-review-answers" mb="sm">
          {t('review.answers')}
        </Title>
        <CheckInAnswers checkIn={checkIn} />
      </Card>

      <Card withBorder component="section" aria-labelledby="check-in-review-week">
        <Title order={3} size="h4" id="check-in-review-week">
          {t('review.week')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('review.weekRange', { start: formatDate(week.start), end: formatDate(week.end) })}
        </Text>
        <WeekFigures week={week} />
      </Card>

      <Card withBorder component="section" aria-labelledby="check-in-review-answer">
        <Title order={3} size="h4" id="check-in-review-answer" mb="sm">
          {t('review.yourAnswer')}
        </Title>
        {checkIn.review ? (
          <Stack gap={4}>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{checkIn.review.comment}</Text>
            <Text size="sm" c="dimmed">
              {checkIn.review.reviewerName
                ? t('answer.by', { coach: checkIn.review.reviewerName, date: formatDateTime(checkIn.review.reviewedAt) })
                : t('answer.at', { date: formatDateTime(checkIn.review.reviewedAt) })}
            </Text>
          </Stack>
        ) : (
          <ReviewBox
            key={checkIn.id}
            checkIn={checkIn}
            onDone={(next) => {
              if (next === 'stay') void page.refetch();
              else onNext(next);
            }}
          />
        )}
      </Card>
    </Stack>
  );
}
