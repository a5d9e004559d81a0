// Every dashboard coaching session for the coach: status select and zoom-link field (saved when
// the field loses focus and its value changed). Placed on /admin by the content feature.
import { Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COACHING_MESSAGES, type CoachingSession, type SessionStatus } from '@rhythmfit/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
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

// Every booking ever made stays listed, each row with a select and a field: 20 a page.
const PAGE_SIZE = 20;

const who = (session: CoachingSession) => `${session.userName} on ${session.date} at ${session.time}`;

function StatusField({ session }: { session: CoachingSession }) {
  const status = useUpdateSessionStatus();
  return (
    <Select
      aria-label={`Status of session of ${who(session)}`}
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
  );
}

function ZoomLinkField({ session }: { session: CoachingSession }) {
  const zoom = useUpdateSessionZoomLink();
  // The link is checked as PUT /api/sessions/{id}/zoom-link checks it (https, or blank to clear).
  const form = useForm({ mode: 'controlled', initialValues: { zoomLink: session.zoomLink ?? '' }, validate: zodRules(ZoomLinkFormSchema) });

  function saveLink() {
    const draft = form.getValues().zoomLink.trim();
    if (draft === (session.zoomLink ?? '') || form.validate().hasErrors) return;
    zoom.mutate(
      { id: session.id, zoomLink: draft },
      { onSuccess: () => notifySuccess('Zoom link updated ✅'), onError: () => notifyError('Failed to update zoom link ❌') },
    );
  }

  return (
    <TextInput
      aria-label={`Zoom link of session of ${who(session)}`}
      placeholder="https://"
      {...form.getInputProps('zoomLink')}
      onBlur={saveLink}
    />
  );
}

const COLUMNS: DataTableColumn<CoachingSession>[] = [
  { id: 'name', header: 'Name', cell: (s) => s.userName, sortValue: (s) => s.userName, card: 'title' },
  { id: 'mobile', header: 'Mobile', cell: (s) => s.mobile },
  { id: 'date', header: 'Date', cell: (s) => s.date, sortValue: (s) => s.date },
  { id: 'time', header: 'Time', cell: (s) => s.time, sortValue: (s) => s.time },
  {
    id: 'message',
    header: 'Message',
    cell: (s) => (
      <Text size="sm" lineClamp={2}>
        {s.message ?? '—'}
      </Text>
    ),
    card: 'full',
    maxWidth: 220,
  },
  { id: 'status', header: 'Status', cell: (s) => <StatusField session={s} />, sortValue: (s) => s.status, card: 'full', minWidth: 150 },
  // A saved link that changed (here or elsewhere) starts the field again from it.
  {
    id: 'zoom',
    header: 'Zoom link',
    cell: (s) => <ZoomLinkField key={s.zoomLink ?? ''} session={s} />,
    card: 'full',
    minWidth: 220,
  },
];

export function AdminSessionsTable() {
  const sessions = useAllSessions();
  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-sessions-title">
      <Title order={2} size="h3" id="admin-sessions-title">
        Booking Sessions
      </Title>
      <DataTable
        data={sessions.data ?? []}
        columns={COLUMNS}
        loading={sessions.isLoading}
        loadingLabel="Loading sessions"
        loadingText="Loading..."
        emptyText="No data found"
        paging={{ pageSize: PAGE_SIZE }}
        paginationLabel="Session pages"
        minWidth={900}
      />
    </Stack>
  );
}
