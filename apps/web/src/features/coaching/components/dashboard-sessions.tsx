// The member dashboard's Book a Session form and My Sessions list (coaching issue). Placed by
// app/routes/dashboard.tsx. The list re-reads every 5 s (one request for all listed sessions), so
// a coach's status change or zoom link shows up on its own.
import type { FormEvent } from 'react';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { capitalizeStatus, type CoachingSession } from '@rhythmfit/contracts';
import { ApiError } from '../../../lib/api-client';
import { zodRules } from '../../../lib/form';
import { useTexts } from '../../../lib/i18n';
import { serverText } from '../../../lib/server-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeferredResult } from '../../../lib/use-deferred-result';
import { useSession } from '../../../lib/use-session';
import { useBookSession } from '../api/book-session';
import { useMySessions } from '../api/get-my-sessions';
import { BookSessionFormSchema } from '../schemas';
import { coachingTexts, statusLabel } from '../texts';
import { formatListDate } from '../../../lib/format';

const STATUS_COLOR: Record<string, string> = { pending: 'yellow', upcoming: 'blue', completed: 'green' };

function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.message) return serverText(error.message, error.code);
    if (typeof error.body === 'string' && error.body) return error.body;
  }
  if (error instanceof Error && error.message) return error.message;
  return coachingTexts('sessions.somethingWrong');
}

function SessionItem({ session }: { session: CoachingSession }) {
  const t = useTexts(coachingTexts);
  const status = statusLabel(session.status, capitalizeStatus(session.status));
  return (
    <Card
      withBorder
      padding="sm"
      component="li"
      aria-label={t('sessions.aria.session', { date: formatListDate(session.date), time: session.time })}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {formatListDate(session.date)} · {session.time}
          </Text>
          <Badge color={STATUS_COLOR[session.status] ?? 'gray'} variant="light">
            {t('sessions.status', { status })}
          </Badge>
        </Group>
        {session.message && (
          <Text size="sm" c="dimmed">
            {session.message}
          </Text>
        )}
        {session.zoomLink && (
          <Anchor href={session.zoomLink} target="_blank" rel="noopener noreferrer">
            {t('sessions.join')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

export function DashboardSessions() {
  const { loggedIn } = useSession();
  const t = useTexts(coachingTexts);
  const sessions = useDeferredResult(useMySessions(loggedIn));
  const book = useBookSession();
  const form = useForm({
    mode: 'controlled',
    initialValues: { date: '', time: '', message: '' },
    validate: zodRules(BookSessionFormSchema),
  });

  const send = form.onSubmit((values) => {
    book.mutate(BookSessionFormSchema.parse(values), {
      onSuccess: () => {
        notifySuccess(t('sessions.booked'));
        form.reset();
      },
      onError: (error) => notifyError(t('sessions.failed', { reason: failureText(error) })),
    });
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!loggedIn) {
      event.preventDefault();
      notifyError(t('book.loginToBook'));
      return;
    }
    send(event);
  }

  const list = sessions.data ?? [];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder padding="md" component="section" aria-labelledby="book-session-title">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={2} size="h3" id="book-session-title">
              {t('sessions.bookTitle')}
            </Title>
            <TextInput type="date" label={t('field.date')} required {...form.getInputProps('date')} />
            <TextInput type="time" label={t('field.time')} required {...form.getInputProps('time')} />
            <Textarea label={t('sessions.field.message')} rows={3} maxLength={1000} {...form.getInputProps('message')} />
            <Button type="submit" loading={book.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('sessions.book')}
            </Button>
          </Stack>
        </form>
      </Card>
      <Card withBorder padding="md" component="section" aria-labelledby="my-sessions-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="my-sessions-title">
            {t('sessions.title')}
          </Title>
          {sessions.isPending ? (
            <Text role="status">{t('loading')}</Text>
          ) : list.length === 0 ? (
            <Text c="dimmed">{t('sessions.empty')}</Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((session) => (
                <SessionItem key={session.id} session={session} />
              ))}
            </Stack>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
