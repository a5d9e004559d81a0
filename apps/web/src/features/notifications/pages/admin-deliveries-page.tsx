// /admin/notifications: push, SMS and WhatsApp deliveries that failed after their retries, so a
// coach can see that reminders are not reaching someone.
import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Delivery } from '@rhythmfit/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatDateTime } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { lazyTexts } from '../../../lib/lazy-texts';
import { useFailedDeliveries } from '../api/preferences';
import { notificationsTexts } from '../texts';

export const DELIVERIES_TEXTS = lazyTexts(notificationsTexts, {
  title: 'deliveries.title',
  intro: 'deliveries.intro',
  empty: 'deliveries.empty',
  loading: 'deliveries.loading',
  failed: 'deliveries.failed',
});

const CHANNELS = ['push', 'sms', 'whatsapp', 'in_app'] as const;
const CHANNEL_LABEL = (channel: string) =>
  (CHANNELS as readonly string[]).includes(channel) ? notificationsTexts(`channel.${channel as (typeof CHANNELS)[number]}`) : channel;
// The kind's code, made readable (a coach-only screen; the kinds are the server's list).
const KIND_LABEL = (kind: string) => kind.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

// Made when drawn: the headers are in the language on screen.
const columns = (t: typeof notificationsTexts): DataTableColumn<Delivery>[] => [
  {
    id: 'member',
    header: t('deliveries.column.member'),
    cell: (delivery) => (
      <>
        <Text size="sm" fw={600}>
          {delivery.user.name}
        </Text>
        <Text size="xs" c="dimmed">
          {delivery.user.mobile}
        </Text>
      </>
    ),
    sortValue: (delivery) => delivery.user.name,
    card: 'title',
  },
  {
    id: 'kind',
    header: t('deliveries.column.kind'),
    cell: (delivery) => KIND_LABEL(delivery.kind),
    sortValue: (delivery) => KIND_LABEL(delivery.kind),
  },
  {
    id: 'channel',
    header: t('deliveries.column.channel'),
    cell: (delivery) => (
      <Badge variant="light" color="gray">
        {CHANNEL_LABEL(delivery.channel)}
      </Badge>
    ),
    sortValue: (delivery) => CHANNEL_LABEL(delivery.channel),
  },
  {
    id: 'attempts',
    header: t('deliveries.column.attempts'),
    cell: (delivery) => delivery.attempts,
    sortValue: (delivery) => delivery.attempts,
  },
  { id: 'error', header: t('deliveries.column.error'), cell: (delivery) => delivery.lastError ?? '—', card: 'full' },
  {
    id: 'updatedAt',
    header: t('deliveries.column.updatedAt'),
    cell: (delivery) => formatDateTime(delivery.updatedAt),
    sortValue: (delivery) => delivery.updatedAt,
  },
];

export default function AdminDeliveriesPage() {
  const t = useTexts(notificationsTexts);
  const { data, isPending, isError, refetch } = useFailedDeliveries();
  return (
    <Stack gap="md">
      <Title order={1}>{DELIVERIES_TEXTS.title}</Title>
      <Text c="dimmed">{DELIVERIES_TEXTS.intro}</Text>
      <Paper withBorder radius="lg" p="md">
        <DataTable
          data={data ?? []}
          columns={columns(t)}
          label={t('deliveries.label')}
          loading={isPending}
          loadingLabel={t('deliveries.loadingLabel')}
          loadingText={DELIVERIES_TEXTS.loading}
          error={
            isError && (
              <Stack gap="xs" align="flex-start">
                <Text role="alert">{DELIVERIES_TEXTS.failed}</Text>
                <Button variant="light" size="compact-sm" onClick={() => void refetch()}>
                  {t('retry')}
                </Button>
              </Stack>
            )
          }
          emptyText={DELIVERIES_TEXTS.empty}
          minWidth={640}
        />
      </Paper>
    </Stack>
  );
}
