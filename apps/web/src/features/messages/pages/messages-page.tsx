// /messages: the member's one conversation with the coaching team.
import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n';
import { useMyMessages, useSendMyMessage } from '../api/messages';
import { Conversation } from '../components/conversation';
import { useMarkOthersRead } from '../components/use-mark-read';
import { sendWith } from '../components/use-send';
import { messagesTexts } from '../texts';

/** The screen's texts, read when drawn (in the language on screen). */
export const MESSAGES_TEXTS = {
  get title() {
    return messagesTexts('page.title');
  },
  get intro() {
    return messagesTexts('page.intro');
  },
  get failed() {
    return messagesTexts('page.failed');
  },
  get retry() {
    return messagesTexts('retry');
  },
  get empty() {
    return messagesTexts('page.empty');
  },
  get coachInbox() {
    return messagesTexts('page.coachInbox');
  },
  get openInbox() {
    return messagesTexts('page.openInbox');
  },
};

export default function MessagesPage() {
  useTexts(messagesTexts);
  const { data, isPending, isError, error, refetch } = useMyMessages();
  const send = useSendMyMessage();
  useMarkOthersRead(data, 'member');
  const coach = error instanceof ApiError && error.code === 'coach_inbox';

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{MESSAGES_TEXTS.title}</Title>
      <Text c="dimmed">{MESSAGES_TEXTS.intro}</Text>
      <Paper withBorder radius="lg" p="md">
        {isPending ? (
          <Center py="lg">
            <Loader aria-label={messagesTexts('loading')} />
          </Center>
        ) : coach ? (
          <Stack gap="xs" align="flex-start">
            <Text>{MESSAGES_TEXTS.coachInbox}</Text>
            <Button component={Link} to="/admin/messages" variant="light">
              {MESSAGES_TEXTS.openInbox}
            </Button>
          </Stack>
        ) : isError ? (
          <Stack gap="xs" align="flex-start">
            <Text role="alert">{MESSAGES_TEXTS.failed}</Text>
            <Button variant="light" size="compact-sm" onClick={() => void refetch()}>
              {MESSAGES_TEXTS.retry}
            </Button>
          </Stack>
        ) : (
          <Conversation
            title={messagesTexts('page.conversationTitle')}
            messages={data}
            viewer="member"
            empty={<Text c="dimmed">{MESSAGES_TEXTS.empty}</Text>}
            sending={send.isPending}
            onSend={(body) => sendWith(send.mutateAsync, body)}
          />
        )}
      </Paper>
    </Stack>
  );
}
