// /admin/notifications: push, SMS and WhatsApp deliveries that failed after their retries, so a
// coach can see that reminders are not reaching someone.
import { Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
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

export default function AdminDeliveriesPage() {
  const { data, isPending, isError, refetch } = useFailedDeliveries();
  return (
    <Stack gap="md">
      <Title order={1}>{DELIVERIES_TEXTS.title}</Title>
      <Text c="dimmed">{DELIVERIES_TEXTS.intro}</Text>
      <Paper withBorder radius="lg" p="md">
        {isPending ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{DELIVERIES_TEXTS.loading}</Text>
          </Group>
        ) : isError ? (
          <Stack gap="xs" align="flex-start">
            <Text role="alert">{DELIVERIES_TEXTS.failed}</Text>
            <Button variant="light" size="compact-sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        ) : data.length === 0 ? (
          <Text>{DELIVERIES_TEXTS.empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Notification</Table.Th>
                  <Table.Th>Channel</Table.Th>
                  <Table.Th>Attempts</Table.Th>
                  <Table.Th>Last error</Table.Th>
                  <Table.Th>Last try</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((delivery) => (
                  <Table.Tr key={delivery.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {delivery.user.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {delivery.user.mobile}
                      </Text>
                    </Table.Td>
                    <Table.Td>{KIND_LABEL(delivery.kind)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="gray">
                        {CHANNEL_LABEL[delivery.channel] ?? delivery.channel}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{delivery.attempts}</Table.Td>
                    <Table.Td>{delivery.lastError ?? '—'}</Table.Td>
                    <Table.Td>{new Date(delivery.updatedAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
