// The Programs tab: the coach's programs in the shared table, the weeks-by-days editor, and the
// assignment to members.
import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { DataTable, type DataTableColumn } from '../../../../components/data-table/data-table';
import { errorMessage } from '../../../../lib/api-client';
import { formatNumber } from '../../../../lib/format';
import { useTexts } from '../../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteProgram, useProgram, usePrograms } from '../api/programs';
import { useWorkouts } from '../api/workouts';
import { trainingAdminTexts } from '../texts';
import type { ProgramSummary, WorkoutSummary } from '../types';
import { AssignProgramModal } from './assign-program-modal';
import { ProgramEditor } from './program-editor';

function EditProgram({ id, workouts, onDone }: { id: number; workouts: WorkoutSummary[]; onDone: () => void }) {
  const t = useTexts(trainingAdminTexts);
  const program = useProgram(id);
  if (program.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(program.error, t('programs.error.load'))}
      </Alert>
    );
  if (!program.data)
    return (
      <Center py="lg">
        <Loader aria-label={t('programs.loading')} />
      </Center>
    );
  return <ProgramEditor program={program.data} workouts={workouts} onDone={onDone} />;
}

export function ProgramsTab() {
  const t = useTexts(trainingAdminTexts);
  const programs = usePrograms();
  const workouts = useWorkouts();
  const remove = useDeleteProgram();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [assigning, setAssigning] = useState<ProgramSummary | null>(null);
  const [deleting, setDeleting] = useState<ProgramSummary | null>(null);

  const columns = useMemo<DataTableColumn<ProgramSummary>[]>(
    () => [
      { id: 'name', header: t('programs.column.name'), cell: (p) => p.name, sortValue: (p) => p.name, card: 'title' },
      { id: 'weeks', header: t('programs.column.weeks'), cell: (p) => formatNumber(p.weeks), sortValue: (p) => p.weeks },
      {
        id: 'workouts',
        header: t('programs.column.workouts'),
        cell: (p) => formatNumber(p.workoutCount),
        sortValue: (p) => p.workoutCount,
      },
    ],
    [t],
  );

  if (editing === 'new') return <ProgramEditor program={null} workouts={workouts.data ?? []} onDone={() => setEditing(null)} />;
  if (editing !== null) return <EditProgram id={editing} workouts={workouts.data ?? []} onDone={() => setEditing(null)} />;

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('programs.add')}
        </Button>
      </Group>
      <DataTable
        data={programs.data ?? []}
        columns={columns}
        label={t('programs.tableLabel')}
        loading={programs.isLoading}
        loadingLabel={t('programs.loading')}
        error={programs.isError ? errorMessage(programs.error, t('programs.error.load')) : undefined}
        emptyText={t('programs.empty')}
        defaultSort={{ id: 'name', desc: false }}
        paging={{ pageSize: 20 }}
        paginationLabel={t('table.pages')}
        actions={{
          header: t('table.actions'),
          render: (p) => (
            <Group gap="xs" wrap="wrap">
              <Button size="compact-sm" onClick={() => setAssigning(p)} aria-label={t('programs.assignNamed', { name: p.name })}>
                {t('programs.assign')}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => setEditing(p.id)}
                aria-label={t('programs.editNamed', { name: p.name })}
              >
                {t('action.edit')}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => setDeleting(p)}
                aria-label={t('programs.deleteNamed', { name: p.name })}
              >
                {t('action.delete')}
              </Button>
            </Group>
          ),
        }}
      />
      <AssignProgramModal program={assigning} onClose={() => setAssigning(null)} />
      <ConfirmModal
        opened={deleting !== null}
        question={t('programs.confirmDelete', { name: deleting?.name ?? '' })}
        confirmLabel={t('action.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('programs.deleted'));
              setDeleting(null);
            },
            onError: (error) => notifyError(errorMessage(error, t('programs.error.delete'))),
          });
        }}
      />
    </Stack>
  );
}
