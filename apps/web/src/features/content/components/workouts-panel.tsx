// Workouts: a coach assigns a member a workout (title, description, date, time, duration) and
// sees them all in a filterable, paged table.
import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminUser, Workout } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { zodRules } from '../../../lib/form';
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdminList } from '../api/admin-list';
import { useCreateWorkout, useDeleteWorkout } from '../api/workouts';
import { WorkoutFormSchema } from '../schemas';
import { contentTexts } from '../texts';
import { AdminDataTable } from './admin-data-table';

export function WorkoutsPanel() {
  const t = useTexts(contentTexts);
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
      notifySuccess(contentTexts('workouts.assigned'));
      form.setValues({ title: '', description: '' });
    } catch (error) {
      notifyError(errorMessage(error, contentTexts('workouts.assignFailed')));
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
            {t('workouts.formTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('workouts.field.member')}
              searchable
              data={options}
              {...form.getInputProps('userId')}
              nothingFoundMessage={t('workouts.noMembers')}
            />
            <TextInput label={t('workouts.field.title')} {...form.getInputProps('title')} maxLength={120} />
            <TextInput label={t('workouts.field.date')} type="date" {...form.getInputProps('date')} />
            <TextInput label={t('workouts.field.time')} type="time" {...form.getInputProps('time')} />
            <NumberInput label={t('workouts.field.duration')} min={1} max={600} {...form.getInputProps('durationMinutes')} />
          </SimpleGrid>
          <Textarea label={t('workouts.field.description')} minRows={2} {...form.getInputProps('description')} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('workouts.submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <AdminDataTable<Workout>
        title={t('workouts.title')}
        path="/api/admin/workouts"
        filterPlaceholder={t('workouts.filter')}
        columns={[
          { id: 'member', header: t('workouts.col.member'), cell: (w) => <span translate="no">{w.userName}</span> },
          { id: 'title', header: t('workouts.col.title'), cell: (w) => <span translate="no">{w.title}</span> },
          { id: 'date', header: t('workouts.col.date'), cell: (w) => [formatDate(w.date), w.time].filter(Boolean).join(' ') },
          { id: 'minutes', header: t('workouts.col.minutes'), cell: (w) => w.durationMinutes },
        ]}
        actions={{
          render: (w) => (
            <Button
              size="xs"
              color="red"
              variant="outline"
              onClick={() => remove.mutate(w.id)}
              aria-label={t('workouts.deleteAria', { title: w.title })}
            >
              {t('workouts.delete')}
            </Button>
          ),
        }}
      />
    </Stack>
  );
}
