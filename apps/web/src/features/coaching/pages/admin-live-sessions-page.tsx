// Manage Live Sessions: list, create, edit and delete.
import { useState } from 'react';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LiveSession } from '@rhythmfit/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteLiveSession } from '../api/delete-live-session';
import { useAllLiveSessions } from '../api/get-live-sessions';
import { useSaveLiveSession } from '../api/save-live-session';
import { formatInstant, toDateTimeLocal } from '../lib/format';
import { LiveSessionBodySchema, liveSessionBody, validateLiveSession, type LiveSessionFormValues } from '../schemas';

// Every session ever held stays listed: 20 a page keeps the screen short.
const PAGE_SIZE = 20;

const COLUMNS: DataTableColumn<LiveSession>[] = [
  { id: 'title', header: 'Title', cell: (s) => s.title, sortValue: (s) => s.title, card: 'title' },
  { id: 'trainer', header: 'Coach', cell: (s) => s.trainer, sortValue: (s) => s.trainer },
  { id: 'start', header: 'Start', cell: (s) => formatInstant(s.startTime), sortValue: (s) => s.startTime },
  { id: 'end', header: 'End', cell: (s) => formatInstant(s.endTime), sortValue: (s) => s.endTime },
  {
    id: 'link',
    header: 'Link',
    cell: (s) =>
      s.zoomLink ? (
        <Anchor href={s.zoomLink} target="_blank" rel="noopener noreferrer">
          Open link
        </Anchor>
      ) : (
        '—'
      ),
  },
];

const EMPTY: LiveSessionFormValues = { title: '', trainer: '', start: '', end: '', zoomLink: '' };

export default function AdminLiveSessionsPage() {
  const sessions = useAllLiveSessions();
  const save = useSaveLiveSession();
  const remove = useDeleteLiveSession();
  // The same rule as POST/PUT /api/live-sessions (LiveSessionBodySchema).
  const form = useForm<LiveSessionFormValues>({ mode: 'controlled', initialValues: EMPTY, validate: validateLiveSession });
  const [editingId, setEditingId] = useState<number | null>(null);
  const [confirmingId, setConfirmingId] = useState<number | null>(null);

  function edit(session: LiveSession) {
    setEditingId(session.id);
    form.setValues({
      title: session.title,
      trainer: session.trainer,
      start: toDateTimeLocal(session.startTime),
      end: toDateTimeLocal(session.endTime),
      zoomLink: session.zoomLink ?? '',
    });
    form.clearErrors();
  }

  function reset() {
    setEditingId(null);
    form.setValues(EMPTY);
    form.clearErrors();
  }

  const submit = form.onSubmit((values) => {
    const body = LiveSessionBodySchema.parse(liveSessionBody(values));
    save.mutate(
      { id: editingId ?? undefined, body: { ...body, zoomLink: body.zoomLink ?? '' } },
      {
        onSuccess: () => {
          notifySuccess(editingId ? 'Live session updated.' : 'Live session created.');
          reset();
        },
        onError: (error) => notifyError(errorMessage(error, 'Could not save the live session.')),
      },
    );
  });

  return (
    <Stack gap="lg">
      <Title order={1}>Manage Live Sessions</Title>
      <Card withBorder padding="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {editingId ? 'Edit live session' : 'Create live session'}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Title" required {...form.getInputProps('title')} />
              <TextInput label="Coach" required {...form.getInputProps('trainer')} />
              <TextInput type="datetime-local" label="Start" required {...form.getInputProps('start')} />
              <TextInput type="datetime-local" label="End" required {...form.getInputProps('end')} />
              <TextInput label="Zoom link" placeholder="https://" {...form.getInputProps('zoomLink')} />
            </SimpleGrid>
            <Group gap="sm">
              <Button type="submit" loading={save.isPending}>
                {editingId ? 'Update Session' : 'Create Session'}
              </Button>
              {editingId && (
                <Button variant="default" onClick={reset}>
                  Cancel edit
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Card>

      <DataTable
        data={sessions.data ?? []}
        columns={COLUMNS}
        actions={{
          render: (session) => (
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" variant="light" onClick={() => edit(session)} aria-label={`Edit ${session.title}`}>
                Edit
              </Button>
              {confirmingId === session.id ? (
                <>
                  <Button
                    size="xs"
                    color="red"
                    aria-label={`Confirm delete ${session.title}`}
                    loading={remove.isPending}
                    onClick={() =>
                      remove.mutate(session.id, {
                        onSuccess: () => notifySuccess('Live session deleted.'),
                        onError: (error) => notifyError(errorMessage(error, 'Could not delete the live session.')),
                        onSettled: () => setConfirmingId(null),
                      })
                    }
                  >
                    Confirm
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setConfirmingId(null)}>
                    Keep
                  </Button>
                </>
              ) : (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setConfirmingId(session.id)}
                  aria-label={`Delete ${session.title}`}
                >
                  Delete
                </Button>
              )}
            </Group>
          ),
        }}
        loading={sessions.isLoading}
        loadingLabel="Loading live sessions"
        loadingText="Loading sessions..."
        emptyText="No live sessions yet."
        paging={{ pageSize: PAGE_SIZE }}
        paginationLabel="Live session pages"
        minWidth={760}
      />
    </Stack>
  );
}
