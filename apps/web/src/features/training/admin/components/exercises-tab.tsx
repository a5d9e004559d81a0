// The Exercises tab: the library searched by name and filtered by muscle and equipment, in the
// shared table. Built-in exercises are read-only; the coach adds, edits and deletes their own (one
// already used in a workout or a log is archived instead, as the API answers).
import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { EQUIPMENT, MUSCLES, type Equipment, type Muscle } from '@rhythmfit/contracts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { DataTable, type DataTableColumn } from '../../../../components/data-table/data-table';
import { errorMessage } from '../../../../lib/api-client';
import { useTexts } from '../../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteExercise, useExercises } from '../api/exercises';
import { trainingAdminTexts } from '../texts';
import type { Exercise } from '../types';
import { ExerciseFormModal } from './exercise-form-modal';

export function ExercisesTab() {
  const t = useTexts(trainingAdminTexts);
  const [q, setQ] = useState('');
  const [muscle, setMuscle] = useState<Muscle | null>(null);
  const [equipment, setEquipment] = useState<Equipment | null>(null);
  const [debouncedQ] = useDebouncedValue(q, 250);
  const exercises = useExercises({ q: debouncedQ, muscle, equipment });
  const remove = useDeleteExercise();
  const [editing, setEditing] = useState<Exercise | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Exercise | null>(null);

  const columns = useMemo<DataTableColumn<Exercise>[]>(
    () => [
      {
        id: 'name',
        header: t('exercises.column.name'),
        cell: (e) => (
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={500} translate="no">
              {e.name}
            </Text>
            {e.builtIn ? (
              <Badge size="xs" variant="light" color="gray">
                {t('exercises.builtIn')}
              </Badge>
            ) : (
              <Badge size="xs" variant="light" color="teal">
                {t('exercises.own')}
              </Badge>
            )}
          </Group>
        ),
        sortValue: (e) => e.name,
        card: 'title',
      },
      {
        id: 'category',
        header: t('exercises.column.category'),
        cell: (e) => t(`category.${e.category}`),
        sortValue: (e) => e.category,
      },
      {
        id: 'muscles',
        header: t('exercises.column.muscles'),
        cell: (e) => e.primaryMuscles.map((m) => t(`muscle.${m}`)).join(', '),
      },
      {
        id: 'equipment',
        header: t('exercises.column.equipment'),
        cell: (e) => t(`equipment.${e.equipment}`),
        sortValue: (e) => e.equipment,
      },
      {
        id: 'tracking',
        header: t('exercises.column.tracking'),
        cell: (e) => t(`tracking.${e.tracking}`),
      },
    ],
    [t],
  );

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={t('exercises.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <Select
          label={t('exercises.filter.muscle')}
          placeholder={t('exercises.filter.anyMuscle')}
          data={MUSCLES.map((m) => ({ value: m, label: t(`muscle.${m}`) }))}
          value={muscle}
          onChange={(value) => setMuscle(value as Muscle | null)}
          clearable
          searchable
          style={{ flex: '1 1 150px' }}
        />
        <Select
          label={t('exercises.filter.equipment')}
          placeholder={t('exercises.filter.anyEquipment')}
          data={EQUIPMENT.map((e) => ({ value: e, label: t(`equipment.${e}`) }))}
          value={equipment}
          onChange={(value) => setEquipment(value as Equipment | null)}
          clearable
          style={{ flex: '1 1 150px' }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('exercises.add')}
        </Button>
      </Group>
      <DataTable
        data={exercises.data ?? []}
        columns={columns}
        label={t('exercises.tableLabel')}
        loading={exercises.isLoading}
        loadingLabel={t('exercises.loading')}
        error={exercises.isError ? errorMessage(exercises.error, t('exercises.error.load')) : undefined}
        emptyText={t('exercises.empty')}
        paging={{ pageSize: 25 }}
        paginationLabel={t('table.pages')}
        actions={{
          header: t('table.actions'),
          render: (e) =>
            e.builtIn ? (
              <Text size="xs" c="dimmed">
                {t('exercises.readOnly')}
              </Text>
            ) : (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => setEditing(e)}
                  aria-label={t('exercises.editNamed', { name: e.name })}
                >
                  {t('action.edit')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => setDeleting(e)}
                  aria-label={t('exercises.deleteNamed', { name: e.name })}
                >
                  {t('action.delete')}
                </Button>
              </Group>
            ),
        }}
      />
      <ExerciseFormModal exercise={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        question={t('exercises.confirmDelete', { name: deleting?.name ?? '' })}
        confirmLabel={t('action.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: (answer) => {
              notifySuccess('archived' in answer ? t('exercises.archived') : t('exercises.deleted'));
              setDeleting(null);
            },
            onError: (error) => notifyError(errorMessage(error, t('exercises.error.delete'))),
          });
        }}
      />
    </Stack>
  );
}
