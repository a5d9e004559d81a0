// The Workouts tab: the coach's workouts in the shared table, and the builder to add or edit one.
import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { DataTable, type DataTableColumn } from '../../../../components/data-table/data-table';
import { errorMessage } from '../../../../lib/api-client';
import { formatNumber } from '../../../../lib/format';
import { useTexts } from '../../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteWorkout, useWorkout, useWorkouts } from '../api/workouts';
import { itemsFromWorkout } from '../lib/builder';
import { trainingAdminTexts } from '../texts';
import type { WorkoutSummary } from '../types';
import { WorkoutBuilder } from './workout-builder';

function EditWorkout({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useTexts(trainingAdminTexts);
  const workout = useWorkout(id);
  if (workout.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(workout.error, t('workouts.error.load'))}
      </Alert>
    );
  if (!workout.data)
    return (
      <Center py="lg">
        <Loader aria-label={t('workouts.loading')} />
      </Center>
    );
  return (
    <WorkoutBuilder
      workoutId={id}
      initialName={workout.data.name}
      initialNotes={workout.data.notes}
      initialItems={itemsFromWorkout(workout.data.items)}
      onDone={onDone}
    />
  );
}

export function WorkoutsTab() {
  const t = useTexts(trainingAdminTexts);
  const workouts = useWorkouts();
  const remove = useDeleteWorkout();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WorkoutSummary | null>(null);

  const columns = useMemo<DataTableColumn<WorkoutSummary>[]>(
    () => [
      { id: 'name', header: t('workouts.column.name'), cell: (w) => w.name, sortValue: (w) => w.name, card: 'title' },
      {
        id: 'exercises',
        header: t('workouts.column.exercises'),
        cell: (w) => formatNumber(w.exerciseCount),
        sortValue: (w) => w.exerciseCount,
      },
      {
        id: 'sets',
        header: t('workouts.column.sets'),
        cell: (w) => formatNumber(w.setCount),
        sortValue: (w) => w.setCount,
      },
    ],
    [t],
  );

  if (editing !== null)
    return editing === 'new' ? (
      <WorkoutBuilder workoutId={null} onDone={() => setEditing(null)} />
    ) : (
      <EditWorkout id={editing} onDone={() => setEditing(null)} />
    );

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('workouts.add')}
        </Button>
      </Group>
      <DataTable
        data={workouts.data ?? []}
        columns={columns}
        label={t('workouts.tableLabel')}
        loading={workouts.isLoading}
        loadingLabel={t('workouts.loading')}
        error={workouts.isError ? errorMessage(workouts.error, t('workouts.error.load')) : undefined}
        emptyText={t('workouts.empty')}
        defaultSort={{ id: 'name', desc: false }}
        paging={{ pageSize: 20 }}
        paginationLabel={t('table.pages')}
        actions={{
          header: t('table.actions'),
          render: (w) => (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => setEditing(w.id)}
                aria-label={t('workouts.editNamed', { name: w.name })}
              >
                {t('action.edit')}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => setDeleting(w)}
                aria-label={t('workouts.deleteNamed', { name: w.name })}
              >
                {t('action.delete')}
              </Button>
            </Group>
          ),
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        question={t('workouts.confirmDelete', { name: deleting?.name ?? '' })}
        confirmLabel={t('action.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('workouts.deleted'));
              setDeleting(null);
            },
            onError: (error) => notifyError(errorMessage(error, t('workouts.error.delete'))),
          });
        }}
      />
    </Stack>
  );
}
