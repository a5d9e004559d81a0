// /admin/messages: the coach's inbox. Conversations newest first with unread counts and the last
// message, a search by member name, and the chosen conversation on the right (on a phone, the list
// first, then the conversation with a way back).
import { Anchor, Badge, Button, Center, Grid, Group, Loader, NavLink, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import type { ConversationSummary } from '@rhythmfit/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConversation, useConversations, useMemberName, useReply } from '../api/messages';
import { Conversation, formatMessageTime } from '../components/conversation';
import { useMarkOthersRead } from '../components/use-mark-read';
import { sendWith } from '../components/use-send';
import { useTexts } from '../../../lib/i18n';
import { messagesTexts } from '../texts';

function preview(c: ConversationSummary, t: typeof messagesTexts): string {
  if (!c.lastMessage) return t('inbox.noMessages');
  const body = c.lastMessage.body.replace(/\s+/g, ' ');
  const text = body.length > 60 ? `${body.slice(0, 60)}…` : body;
  return c.lastMessage.from === 'coach' ? t('inbox.previewOwn', { text }) : text;
}

function ConversationList({ selected, onSelect }: { selected: number | null; onSelect: (id: number) => void }) {
  const t = useTexts(messagesTexts);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const { data, isPending, isPlaceholderData, isError, refetch } = useConversations(q);
  // While a new search runs, the last answer stays on screen (placeholder data); an empty one must
  // not say "No members match" for a search that has not been answered yet.
  const searching = isPlaceholderData && data?.length === 0;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('inbox.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        type="search"
      />
      {isPending || searching ? (
        <Center py="md">
          <Loader aria-label={t('loading')} size="sm" />
        </Center>
      ) : isError ? (
        <Stack gap="xs" align="flex-start">
          <Text role="alert">{t('inbox.failed')}</Text>
          <Button variant="light" size="compact-sm" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      ) : data.length === 0 ? (
        <Text c="dimmed">{q ? t('inbox.noMatch', { q }) : t('inbox.empty')}</Text>
      ) : (
        <nav aria-label={t('inbox.conversations')}>
          <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.map((c) => (
              <li key={c.user.id}>
                <NavLink
                  component="button"
                  type="button"
                  active={selected === c.user.id}
                  aria-current={selected === c.user.id ? 'true' : undefined}
                  onClick={() => onSelect(c.user.id)}
                  label={
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text fw={c.unread ? 700 : 500} size="sm" truncate>
                        {c.user.name}
                      </Text>
                      {c.lastMessage && (
                        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                          {formatMessageTime(c.lastMessage.createdAt)}
                        </Text>
                      )}
                    </Group>
                  }
                  description={
                    <Text size="xs" c="dimmed" lineClamp={1} component="span">
                      {preview(c, t)}
                    </Text>
                  }
                  rightSection={
                    c.unread ? (
                      <Badge size="sm" circle={c.unread < 10} aria-label={t('inbox.unread', { count: c.unread })}>
                        {c.unread}
                      </Badge>
                    ) : null
                  }
                />
              </li>
            ))}
          </Stack>
        </nav>
      )}
    </Stack>
  );
}

function ConversationPane({ userId, onBack }: { userId: number; onBack?: () => void }) {
  const { data, isPending, isError, refetch } = useConversation(userId);
  const t = useTexts(messagesTexts);
  const name = useMemberName(userId).data ?? t('inbox.member');
  const reply = useReply(userId);
  useMarkOthersRead(data, 'coach');
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          {onBack && (
            <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
              {t('inbox.back')}
            </Button>
          )}
          <Title order={2} size="h3">
            {name}
          </Title>
        </Group>
        <Anchor component={Link} to={`/admin?user=${userId}`} size="sm">
          {t('inbox.viewMember')}
        </Anchor>
      </Group>
      {isPending ? (
        <Center py="lg">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : isError ? (
        <Stack gap="xs" align="flex-start">
          <Text role="alert">{t('inbox.conversationFailed')}</Text>
          <Button variant="light" size="compact-sm" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      ) : (
        <Conversation
          title={t('inbox.conversationWith', { name })}
          messages={data}
          viewer="coach"
          empty={<Text c="dimmed">{t('inbox.conversationEmpty')}</Text>}
          sending={reply.isPending}
          onSend={(body) => sendWith(reply.mutateAsync, body)}
        />
      )}
    </Stack>
  );
}

export default function InboxPage() {
  const t = useTexts(messagesTexts);
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('user'));
  const selected = Number.isInteger(raw) && raw > 0 ? raw : null;
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const select = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('user');
    else next.set('user', String(id));
    setParams(next);
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('inbox.title')}</Title>
      <Text c="dimmed">{t('inbox.intro')}</Text>
      {phone ? (
        <Paper withBorder radius="lg" p="md">
          {selected === null ? (
            <ConversationList selected={null} onSelect={select} />
          ) : (
            <ConversationPane key={selected} userId={selected} onBack={() => select(null)} />
          )}
        </Paper>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="lg" p="md">
              <ConversationList selected={selected} onSelect={select} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="lg" p="md">
              {selected === null ? <Text c="dimmed">{t('inbox.pick')}</Text> : <ConversationPane key={selected} userId={selected} />}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
