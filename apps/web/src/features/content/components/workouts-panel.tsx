// Workouts: a coach assigns a member a workout (title, description, date, time, duration) and
// sees them all in a filterable, paged table.
import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { CreateWorkoutBodySchema, type AdminUser, type Workout } from '@rhythmfit/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdminList } from '../api/admin-list';
import { useCreateWorkout, useDeleteWorkout } from '../api/workouts';
import { AdminDataTable } from './admin-data-table';

export function WorkoutsPanel() {
  const members = useAdminList<AdminUser>('/api/admin/users', { page: 1, pageSize: 200, q: '' });
  const create = useCreateWorkout();
  const remove = useDeleteWorkout();
  const [userId, setUserId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [duration, setDuration] = useState<number | string>(30);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CreateWorkoutBodySchema.safeParse({
      userId: userId ? Number(userId) : undefined,
      title,
      description: description || null,
      date,
      time: time || null,
      durationMinutes: typeof duration === 'number' ? duration : Number(duration),
    });
    if (!parsed.success) return notifyError(parsed.error.issues[0]?.message ?? 'Please check the workout.');
    try {
      await create.mutateAsync(parsed.data);
      notifySuccess('Workout assigned');
      setTitle('');
      setDescription('');
    } catch (error) {
      notifyError(errorMessage(error, 'Failed to assign workout'));
    }
  }

  const options = (members.data?.rows ?? []).filter((u) => !u.deleted).map((u) => ({ value: String(u.id), label: `${u.name} (${u.mobile})` }));
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" component="form" onSubmit={submit} noValidate aria-labelledby="assign-workout-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="assign-workout-title">
            Assign a workout
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select label="Member" searchable data={options} value={userId} onChange={setUserId} nothingFoundMessage="No members" />
            <TextInput label="Workout title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={120} />
            <TextInput label="Date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
            <TextInput label="Time (optional)" type="time" value={time} onChange={(e) => setTime(e.currentTarget.value)} />
            <NumberInput label="Duration (minutes)" min={1} max={600} value={duration} onChange={setDuration} />
          </SimpleGrid>
          <Textarea label="Description (optional)" minRows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              Assign Workout
            </Button>
          </Group>
        </Stack>
      </Card>
      <AdminDataTable<Workout>
        title="Workouts"
        path="/api/admin/workouts"
        filterPlaceholder="Title or member"
        columns={[
          { header: 'Member', render: (w) => w.userName },
          { header: 'Title', render: (w) => w.title },
          { header: 'Date', render: (w) => [w.date, w.time].filter(Boolean).join(' ') },
          { header: 'Minutes', render: (w) => w.durationMinutes },
          {
            header: 'Actions',
            render: (w) => (
              <Button size="xs" color="red" variant="outline" onClick={() => remove.mutate(w.id)} aria-label={`Delete workout ${w.title}`}>
                Delete
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
