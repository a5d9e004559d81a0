// Manage Live Sessions: list, create, edit and delete.
import { useState, type FormEvent } from 'react';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { LiveSession } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteLiveSession } from '../api/delete-live-session';
import { useAllLiveSessions } from '../api/get-live-sessions';
import { useSaveLiveSession } from '../api/save-live-session';
import { formatInstant, fromDateTimeLocal, toDateTimeLocal } from '../lib/format';

const EMPTY = { title: '', trainer: '', start: '', end: '', zoomLink: '' };

export default function AdminLiveSessionsPage() {
  const sessions = useAllLiveSessions();
  const save = useSaveLiveSession();
  const remove = useDeleteLiveSession();
  const [form, setForm] = useState(EMPTY);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [confirmingId, setConfirmingId] = useState<number | null>(null);

  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: event.currentTarget.value }),
  });

  function edit(session: LiveSession) {
    setEditingId(session.id);
    setForm({ title: session.title, trainer: session.trainer, start: toDateTimeLocal(session.startTime), end: toDateTimeLocal(session.endTime), zoomLink: session.zoomLink ?? '' });
  }

  function reset() {
    setEditingId(null);
    setForm(EMPTY);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const startTime = fromDateTimeLocal(form.start);
    const endTime = fromDateTimeLocal(form.end);
    if (!form.title.trim() || !form.trainer.trim() || !startTime || !endTime) {
      notifyError('Title, coach, start and end are required.');
      return;
    }
    if (new Date(endTime) <= new Date(startTime)) {
      notifyError('The end must be after the start.');
      return;
    }
    save.mutate(
      { id: editingId ?? undefined, body: { title: form.title.trim(), trainer: form.trainer.trim(), startTime, endTime, zoomLink: form.zoomLink.trim() } },
      {
        onSuccess: () => {
          notifySuccess(editingId ? 'Live session updated.' : 'Live session created.');
          reset();
        },
        onError: (error) => notifyError(errorMessage(error, 'Could not save the live session.')),
      },
    );
  }

  const list = sessions.data ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>Manage Live Sessions</Title>
      <Card withBorder padding="md">
        <form onSubmit={submit}>
          <Stack gap="sm">
            <Title order={2} size="h4">{editingId ? 'Edit live session' : 'Create live session'}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Title" required {...field('title')} />
              <TextInput label="Coach" required {...field('trainer')} />
              <TextInput type="datetime-local" label="Start" required {...field('start')} />
              <TextInput type="datetime-local" label="End" required {...field('end')} />
              <TextInput label="Zoom link" placeholder="https://" {...field('zoomLink')} />
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

      {sessions.isLoading ? (
        <Text role="status">Loading sessions...</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">No live sessions yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Coach</Table.Th>
                <Table.Th>Start</Table.Th>
                <Table.Th>End</Table.Th>
                <Table.Th>Link</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>{session.title}</Table.Td>
                  <Table.Td>{session.trainer}</Table.Td>
                  <Table.Td>{formatInstant(session.startTime)}</Table.Td>
                  <Table.Td>{formatInstant(session.endTime)}</Table.Td>
                  <Table.Td>
                    {session.zoomLink ? (
                      <Anchor href={session.zoomLink} target="_blank" rel="noopener noreferrer">
                        Open link
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
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
                        <Button size="xs" variant="subtle" color="red" onClick={() => setConfirmingId(session.id)} aria-label={`Delete ${session.title}`}>
                          Delete
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
