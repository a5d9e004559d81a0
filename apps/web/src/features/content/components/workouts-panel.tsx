// Workouts: a coach assigns a member a workout (title, description, date, time, duration) and
// sees them all in a filterable, paged table.
import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminUser, Workout } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { zodRules } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdminList } from '../api/admin-list';
import { useCreateWorkout, useDeleteWorkout } from '../api/workouts';
import { WorkoutFormSchema } from '../schemas';
import { AdminDataTable } from './admin-data-table';

export function WorkoutsPanel() {
  const members = useAdminList<AdminUser>('/api/admin/users', { page: 1, pageSize: 200, q: '' });
  const create = useCreateWorkout();
  const remove = useDeleteWorkout();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      userId: null as string | null,
      title: '',
      description: '',
      date: '',
      time: '',
      durationMinutes: 30 as number | string,
    },
    validate: zodRules(WorkoutFormSchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync(WorkoutFormSchema.parse(values));
      notifySuccess('Workout assigned');
      form.setValues({ title: '', description: '' });
    } catch (error) {
      notifyError(errorMessage(error, 'Failed to assign workout'));
    }
  });

  const options = (members.data?.rows ?? [])
    .filter((u) => !u.deleted)
    .map((u) => ({ value: String(u.id), label: `${u.name} (${u.mobile})` }));
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" component="form" onSubmit={submit} noValidate aria-labelledby="assign-workout-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="assign-workout-title">
            Assign a workout
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select label="Member" searchable data={options} {...form.getInputProps('userId')} nothingFoundMessage="No members" />
            <TextInput label="Workout title" {...form.getInputProps('title')} maxLength={120} />
            <TextInput label="Date" type="date" {...form.getInputProps('date')} />
            <TextInput label="Time (optional)" type="time" {...form.getInputProps('time')} />
            <NumberInput label="Duration (minutes)" min={1} max={600} {...form.getInputProps('durationMinutes')} />
          </SimpleGrid>
          <Textarea label="Description (optional)" minRows={2} {...form.getInputProps('description')} />
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
          { id: 'member', header: 'Member', cell: (w) => w.userName },
          { id: 'title', header: 'Title', cell: (w) => w.title },
          { id: 'date', header: 'Date', cell: (w) => [w.date, w.time].filter(Boolean).join(' ') },
          { id: 'minutes', header: 'Minutes', cell: (w) => w.durationMinutes },
        ]}
        actions={{
          render: (w) => (
            <Button size="xs" color="red" variant="outline" onClick={() => remove.mutate(w.id)} aria-label={`Delete workout ${w.title}`}>
              Delete
            </Button>
          ),
        }}
      />
    </Stack>
  );
}
