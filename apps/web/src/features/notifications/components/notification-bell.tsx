// The bell in the top bar: the unread count, the newest notifications in a popover, a click marks
// one read and opens its screen, "Mark all as read" clears the count. New ones arrive live.
import { ActionIcon, Box, Button, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '@rhythmfit/contracts';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';
import { useTexts } from '../../../lib/i18n';
import { lazyTexts } from '../../../lib/lazy-texts';
import { timeAgo } from '../lib/time-ago';
import { notificationsTexts } from '../texts';

export const BELL_TEXTS = lazyTexts(notificationsTexts, {
  heading: 'bell.heading',
  markAll: 'bell.markAll',
  empty: 'bell.empty',
  loading: 'bell.loading',
  failed: 'bell.failed',
  retry: 'retry',
});

export function bellLabel(unread: number): string {
  return unread > 0 ? notificationsTexts('bell.labelUnread', { count: unread }) : notificationsTexts('bell.label');
}

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const t = useTexts(notificationsTexts);
  const unread = !item.readAt;
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      p="xs"
      style={{ borderRadius: 8, display: 'block', width: '100%', background: unread ? 'var(--mantine-color-teal-light)' : undefined }}
      aria-label={t(unread ? 'bell.itemUnread' : 'bell.item', { title: item.title, body: item.body })}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={unread ? 700 : 500} truncate>
          {item.title}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {timeAgo(item.createdAt)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {item.body}
      </Text>
    </UnstyledButton>
  );
}

export function NotificationBell() {
  useTexts(notificationsTexts);
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = data?.unread ?? 0;

  const open = (item: Notification) => {
    if (!item.readAt) markRead.mutate(item.id);
    setOpened(false);
    if (item.link) navigate(item.link);
  };

  return (
    <Indicator color="red" label={unread > 99 ? '99+' : unread} size={16} offset={6} disabled={unread === 0}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        shadow="md"
        trapFocus
        withinPortal
        transitionProps={{ duration: 0 }}
      >
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={bellLabel(unread)} onClick={() => setOpened((o) => !o)}>
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" maw="calc(100vw - 16px)">
          <Group justify="space-between" px="xs" pb="xs">
            <Text fw={700}>{BELL_TEXTS.heading}</Text>
            <Button variant="subtle" size="compact-xs" onClick={() => markAll.mutate()} disabled={unread === 0 || markAll.isPending}>
              {BELL_TEXTS.markAll}
            </Button>
          </Group>
          {isPending ? (
            <Group gap="xs" p="sm">
              <Loader size="xs" />
              <Text size="sm">{BELL_TEXTS.loading}</Text>
            </Group>
          ) : isError ? (
            <Stack gap="xs" p="sm" align="flex-start">
              <Text size="sm" role="alert">
                {BELL_TEXTS.failed}
              </Text>
              <Button size="compact-sm" variant="light" onClick={() => void refetch()}>
                {BELL_TEXTS.retry}
              </Button>
            </Stack>
          ) : data.items.length === 0 ? (
            <Text size="sm" c="dimmed" p="sm">
              {BELL_TEXTS.empty}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360} type="auto">
              <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {data.items.map((item) => (
                  <li key={item.id}>
                    <NotificationItem item={item} onOpen={open} />
                  </li>
                ))}
              </Box>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
