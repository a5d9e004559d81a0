// /check-in: this week's check-in. While it is due, the form; once sent, what was sent (correctable
// until the coach reviews it); once reviewed, the coach's answer. Outside the window, when the next
// one opens, and the last check-in with its answer.
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { CheckIn } from '@rhythmfit/contracts';
import { formatDate } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { useCurrentCheckIn } from '../api/get-current';
import { useCheckInHistory } from '../api/get-history';
import { CheckInAnswers } from '../components/check-in-answers';
import { CheckInFormCard } from '../components/check-in-form';
import { CoachAnswer } from '../components/coach-answer';
import { checkInTexts } from '../texts';

function SentCheckIn({ checkIn, headingKey }: { checkIn: CheckIn; headingKey: 'sent.title' | 'last.title' }) {
  const t = useTexts(checkInTexts);
  return (
    <Stack gap="md">
      {checkIn.review ? <CoachAnswer review={checkIn.review} /> : <Text c="dimmed">{t('answer.waiting')}</Text>}
      <Card withBorder component="section" aria-labelledby="check-in-sent-title">
        <Title order={2} size="h4" id="check-in-sent-title" mb="sm">
          {t(headingKey, { week: formatDate(checkIn.weekOf) })}
        </Title>
        <CheckInAnswers checkIn={checkIn} />
      </Card>
    </Stack>
  );
}

function LastCheckIn() {
  const history = useCheckInHistory();
  const last = history.data?.[0];
  return last ? <SentCheckIn checkIn={last} headingKey="last.title" /> : null;
}

export default function CheckInPage() {
  const t = useTexts(checkInTexts);
  const current = useCurrentCheckIn();

  let body;
  if (current.isPending) body = <Loader aria-label={t('page.loading')} />;
  else if (current.isError)
    body = (
      <Alert color="red" role="alert">
        <Group justify="space-between" gap="xs">
          <Text>{t('page.failed')}</Text>
          <Button variant="light" color="red" size="xs" onClick={() => void current.refetch()}>
            {t('page.retry')}
          </Button>
        </Group>
      </Alert>
    );
  else {
    const { status, weekOf, dueDate, form, checkIn } = current.data;
    const week = formatDate(weekOf);
    const due = formatDate(dueDate);
    body = (
      <Stack gap="lg">
        <Text c="dimmed">
          {status === 'due'
            ? t('status.due', { week, date: due })
            : status === 'submitted'
              ? t('status.submitted', { week })
              : status === 'reviewed'
                ? t('status.reviewed', { week })
                : status === 'missed'
                  ? t('status.missed', { week, date: due })
                  : t('status.notDue', { date: week })}
        </Text>
        {status === 'due' || (status === 'submitted' && checkIn) ? (
          <>
            {status === 'submitted' && checkIn && <Text c="dimmed">{t('answer.waiting')}</Text>}
            <CheckInFormCard key={weekOf} form={form} checkIn={status === 'submitted' ? checkIn : null} />
          </>
        ) : status === 'reviewed' && checkIn ? (
          <SentCheckIn checkIn={checkIn} headingKey="sent.title" />
        ) : (
          <LastCheckIn />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('page.title')}</Title>
      {body}
    </Stack>
  );
}
