// One conversation: messages oldest to newest (newest at the bottom), each with who wrote it, the
// time and, on the viewer's own messages, a Sent or Read mark; then a text box with Send. Enter
// sends, Shift+Enter starts a new line. Used by the member's Messages screen and the coach's inbox.
import { Box, Button, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { MESSAGE_MAX_LENGTH, messageLength, type Message } from '@rhythmfit/contracts';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { messagesTexts } from '../texts';

/** When a message was written, in the app's one date format and the reader's clock habit. */
export function formatMessageTime(iso: string): string {
  return formatDateTime(iso);
}

interface ConversationProps {
  messages: Message[];
  /** Which side is looking: their own messages sit on the right with Sent/Read marks. */
  viewer: 'member' | 'coach';
  empty: ReactNode;
  /** Answers true when the text was sent or queued (the box is cleared). */
  onSend: (body: string) => Promise<boolean>;
  sending: boolean;
  /** Shown instead of the text box (e.g. an account marked for deletion). */
  readOnlyNote?: string | null;
  title: string;
}

export function Conversation({ messages, viewer, empty, onSend, sending, readOnlyNote, title }: ConversationProps) {
  const t = useTexts(messagesTexts);
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  const trimmed = text.trim();
  const tooLong = messageLength(trimmed) > MESSAGE_MAX_LENGTH;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!trimmed || tooLong || sending) return;
    if (await onSend(trimmed)) setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <Stack gap="sm" style={{ minHeight: 0 }}>
      <ScrollArea.Autosize mah="60vh" type="auto" offsetScrollbars>
        {messages.length === 0 ? (
          <Box py="lg">{empty}</Box>
        ) : (
          <Stack
            gap="xs"
            role="log"
            aria-label={title}
            aria-live="polite"
            component="ol"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {messages.map((message) => {
              const own = message.from === viewer;
              return (
                <Box component="li" key={message.id} style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}>
                  <Paper
                    withBorder
                    radius="lg"
                    p="xs"
                    px="sm"
                    maw="85%"
                    bg={own ? 'var(--mantine-primary-color-light)' : undefined}
                    data-from={message.from}
                  >
                    <Text size="xs" fw={600} c="dimmed">
                      {own ? t('conversation.you') : message.senderName}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {message.body}
                    </Text>
                    <Group gap={4} justify="flex-end">
                      <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
                        {formatMessageTime(message.createdAt)}
                      </Text>
                      {own && (
                        <Group gap={2} c={message.readAt ? 'teal' : 'dimmed'}>
                          {message.readAt ? <IconChecks size={14} aria-hidden /> : <IconCheck size={14} aria-hidden />}
                          <Text size="xs">{message.readAt ? t('conversation.read') : t('conversation.sent')}</Text>
                        </Group>
                      )}
                    </Group>
                  </Paper>
                </Box>
              );
            })}
          </Stack>
        )}
        <div ref={bottom} />
      </ScrollArea.Autosize>
      {readOnlyNote ? (
        <Text size="sm" c="dimmed" role="status">
          {readOnlyNote}
        </Text>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Textarea
              label={t('conversation.label')}
              placeholder={t('conversation.placeholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              rows={2}
              resize="vertical"
              style={{ flex: 1 }}
              error={tooLong ? t('conversation.tooLong', { max: formatNumber(MESSAGE_MAX_LENGTH) }) : undefined}
            />
            <Button type="submit" loading={sending} disabled={!trimmed || tooLong}>
              {t('conversation.send')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
