// /admin/notifications: push, SMS and WhatsApp deliveries that failed after their retries, so a
// coach can see that reminders are not reaching someone.
import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Delivery } from '@rhythmfit/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useFailedDeliveries } from '../api/preferences';

export const DELIVERIES_TEXTS = {
  title: 'Notification Deliveries',
  intro: 'Push notifications, SMS and WhatsApp reminders that could not be delivered after every retry.',
  empty: 'Every notification got through. Nothing has failed.',
  loading: 'Loading deliveries…',
  failed: 'Could not load the deliveries.',
};

const CHANNEL_LABEL: Record<string, string> = { push: 'Push', sms: 'SMS', whatsapp: 'WhatsApp', in_app: 'In app' };
const KIND_LABEL = (kind: string) => kind.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

const COLUMNS: DataTableColumn<Delivery>[] = [
  {
    id: 'member',
    header: 'Member',
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
  { id: 'kind', header: 'Notification', cell: (delivery) => KIND_LABEL(delivery.kind), sortValue: (delivery) => KIND_LABEL(delivery.kind) },
  {
    id: 'channel',
    header: 'Channel',
    cell: (delivery) => (
      <Badge variant="light" color="gray">
        {CHANNEL_LABEL[delivery.channel] ?? delivery.channel}
      </Badge>
    ),
    sortValue: (delivery) => CHANNEL_LABEL[delivery.channel] ?? delivery.channel,
  },
  { id: 'attempts', header: 'Attempts', cell: (delivery) => delivery.attempts, sortValue: (delivery) => delivery.attempts },
  { id: 'error', header: 'Last error', cell: (delivery) => delivery.lastError ?? '—', card: 'full' },
  {
    id: 'updatedAt',
    header: 'Last try',
    cell: (delivery) => new Date(delivery.updatedAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }),
    sortValue: (delivery) => delivery.updatedAt,
  },
];

export default function AdminDeliveriesPage() {
  const { data, isPending, isError, refetch } = useFailedDeliveries();
  return (
    <Stack gap="md">
      <Title order={1}>{DELIVERIES_TEXTS.title}</Title>
      <Text c="dimmed">{DELIVERIES_TEXTS.intro}</Text>
      <Paper withBorder radius="lg" p="md">
        <DataTable
          data={data ?? []}
          columns={COLUMNS}
          label="Failed deliveries"
          loading={isPending}
          loadingLabel="Loading deliveries"
          loadingText={DELIVERIES_TEXTS.loading}
          error={
            isError && (
              <Stack gap="xs" align="flex-start">
                <Text role="alert">{DELIVERIES_TEXTS.failed}</Text>
                <Button variant="light" size="compact-sm" onClick={() => void refetch()}>
                  Try again
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
