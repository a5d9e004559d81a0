// A program: its name, notes and length in weeks, and a grid of weeks by days where each day holds
// at most two of the coach's workouts. Day 1 is the start date's weekday, so days are numbered,
// not named. On a phone each week's days wrap to rows of two.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { useTexts } from '../../../../lib/i18n';
import { notifySuccess } from '../../../../lib/notify';
import { useSaveProgram } from '../api/programs';
import { trainingAdminTexts } from '../texts';
import type { Program, ProgramDayInput, WorkoutSummary } from '../types';

export const MAX_WORKOUTS_A_DAY = 2;
const DAYS = [1, 2, 3, 4, 5, 6, 7];

export function ProgramEditor({ program, workouts, onDone }: { program: Program | null; workouts: WorkoutSummary[]; onDone: () => void }) {
  const t = useTexts(trainingAdminTexts);
  const save = useSaveProgram();
  const [name, setName] = useState(program?.name ?? '');
  const [notes, setNotes] = useState(program?.notes ?? '');
  const [weeks, setWeeks] = useState(program?.weeks ?? 4);
  const [days, setDays] = useState<ProgramDayInput[]>(program?.days ?? []);
  const [nameError, setNameError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const workoutName = new Map<number, string>([
    ...(program?.days ?? []).map((d) => [d.workoutId, d.workoutName] as const),
    ...workouts.map((w) => [w.id, w.name] as const),
  ]);
  const options = workouts.map((w) => ({ value: String(w.id), label: w.name }));

  const onDay = (week: number, day: number) => days.filter((d) => d.week === week && d.day === day);

  const submit = async () => {
    setServerError(null);
    if (!name.trim()) {
      setNameError(t('programs.error.name'));
      return;
    }
    setNameError(null);
    const body = {
      name: name.trim(),
      notes: notes.trim(),
      weeks,
      days: days.filter((d) => d.week <= weeks).map(({ week, day, workoutId }) => ({ week, day, workoutId })),
    };
    try {
      await save.mutateAsync({ id: program?.id ?? null, body });
      notifySuccess(t('programs.saved'));
      onDone();
    } catch (error) {
      setServerError(errorMessage(error, t('programs.error.save')));
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="program-editor-heading">
      <Title order={2} size="h3" id="program-editor-heading">
        {program ? t('programs.editTitle') : t('programs.newTitle')}
      </Title>
      <TextInput
        label={t('programs.name')}
        required
        maxLength={80}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={nameError}
      />
      <Textarea
        label={t('programs.notes')}

        rows={2}
        maxLength={1000}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      <NumberInput
        label={t('programs.weeks')}
        min={1}
        max={16}
        allowDecimal={false}
        value={weeks}
        onChange={(value) => setWeeks(Math.min(16, Math.max(1, Number(value) || 1)))}
        w={140}
      />
      <Text size="sm" c="dimmed">
        {t('programs.dayHint')}
      </Text>
      {workouts.length === 0 && <Alert color="yellow">{t('programs.noWorkouts')}</Alert>}
      {Array.from({ length: weeks }, (_, w) => w + 1).map((week) => (
        <Paper key={week} withBorder p="sm" radius="md" component="fieldset" style={{ minWidth: 0 }}>
          <Text component="legend" fw={600} px={4}>
            {t('programs.week', { week })}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs">
            {DAYS.map((day) => {
              const planned = onDay(week, day);
              return (
                <Stack
                  key={day}
                  gap={4}
                  p={6}
                  style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6, minWidth: 0 }}
                >
                  <Text size="xs" fw={600}>
                    {t('programs.day', { day })}
                  </Text>
                  {planned.map((entry) => (
                    <Group key={entry.workoutId} gap={2} wrap="nowrap" justify="space-between">
                      <Badge
                        variant="light"
                        style={{ minWidth: 0, maxWidth: '100%' }}
                        styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
                      >
                        {workoutName.get(entry.workoutId) ?? `#${entry.workoutId}`}
                      </Badge>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="red"
                        onClick={() => setDays(days.filter((d) => d !== entry))}
                        aria-label={t('programs.removeFromDay', { name: workoutName.get(entry.workoutId) ?? '', week, day })}
                      >
                        <IconX size={14} aria-hidden />
                      </ActionIcon>
                    </Group>
                  ))}
                  {planned.length < MAX_WORKOUTS_A_DAY && workouts.length > 0 && (
                    // The phone's own picker; choosing adds the workout and the picker starts over.
                    <NativeSelect
                      size="sm"
                      aria-label={t('programs.addToDay', { week, day })}
                      data={[
                        { value: '', label: t('programs.addWorkout') },
                        ...options.filter((o) => !planned.some((p) => String(p.workoutId) === o.value)),
                      ]}
                      value=""
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        if (value) setDays([...days, { week, day, workoutId: Number(value) }]);
                      }}
                    />
                  )}
                </Stack>
              );
            })}
          </SimpleGrid>
        </Paper>
      ))}
      {serverError && (
        <Alert color="red" role="alert">
          {serverError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('action.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending}>
          {t('programs.save')}
        </Button>
      </Group>
    </Stack>
  );
}
