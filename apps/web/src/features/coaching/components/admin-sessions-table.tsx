// Every dashboard coaching session for the coach: status select and zoom-link field (saved when
// the field loses focus and its value changed). Placed on /admin by the content feature.
import { Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COACHING_MESSAGES, type CoachingSession, type SessionStatus } from '@rhythmfit/contracts';
import { zodRules } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAllSessions } from '../api/get-all-sessions';
import { useUpdateSessionStatus } from '../api/update-session-status';
import { useUpdateSessionZoomLink } from '../api/update-session-zoom-link';
import { ZoomLinkFormSchema } from '../schemas';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'completed', label: 'Completed' },
];

function SessionRow({ session }: { session: CoachingSession }) {
  const status = useUpdateSessionStatus();
  const zoom = useUpdateSessionZoomLink();
  // The link is checked as PUT /api/sessions/{id}/zoom-link checks it (https, or blank to clear).
  const form = useForm({ mode: 'controlled', initialValues: { zoomLink: session.zoomLink ?? '' }, validate: zodRules(ZoomLinkFormSchema) });
  const who = `${session.userName} on ${session.date} at ${session.time}`;

  function saveLink() {
    const draft = form.getValues().zoomLink.trim();
    if (draft === (session.zoomLink ?? '') || form.validate().hasErrors) return;
    zoom.mutate(
      { id: session.id, zoomLink: draft },
      { onSuccess: () => notifySuccess('Zoom link updated ✅'), onError: () => notifyError('Failed to update zoom link ❌') },
    );
  }

  return (
    <Table.Tr>
      <Table.Td>{session.userName}</Table.Td>
      <Table.Td>{session.mobile}</Table.Td>
      <Table.Td>{session.date}</Table.Td>
      <Table.Td>{session.time}</Table.Td>
      <Table.Td maw={220}>
        <Text size="sm" lineClamp={2}>
          {session.message ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td miw={150}>
        <Select
          aria-label={`Status of session of ${who}`}
          data={STATUS_OPTIONS}
          value={session.status}
          allowDeselect={false}
          onChange={(value) =>
            value &&
            status.mutate(
              { id: session.id, status: value as SessionStatus },
              {
                onSuccess: () => notifySuccess(COACHING_MESSAGES.statusUpdated),
                onError: () => notifyError(COACHING_MESSAGES.statusUpdateFailed),
              },
            )
          }
        />
      </Table.Td>
      <Table.Td miw={220}>
        <TextInput
          aria-label={`Zoom link of session of ${who}`}
          placeholder="https://"
          {...form.getInputProps('zoomLink')}
          onBlur={saveLink}
        />
      </Table.Td>
    </Table.Tr>
  );
}

export function AdminSessionsTable() {
  const sessions = useAllSessions();
  const list = sessions.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-sessions-title">
      <Title order={2} size="h3" id="admin-sessions-title">
        Booking Sessions
      </Title>
      {sessions.isLoading ? (
        <Text role="status">Loading...</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">No data found</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Mobile</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Message</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Zoom link</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((session) => (
                <SessionRow key={`${session.id}-${session.zoomLink ?? ''}`} session={session} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
