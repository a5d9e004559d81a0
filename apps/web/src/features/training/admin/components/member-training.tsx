// A member's training as their coach sees it (the Training tab of the member's details): the last
// four weeks and the next two by status, compliance over 28 days, records, and one workout's log
// with what was planned beside what was done, the shortfalls marked in words (not by colour alone)
// and the comment box that writes into the conversation with the member. The coach also puts one
// workout on any date, and takes off one with nothing logged.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { localIsoDate } from '@rhythmfit/contracts';
import { IconAlertTriangle, IconCalendarEvent, IconCheck, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../../components/data-table/data-table';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate, formatNumber, formatWeekdayDate } from '../../../../lib/format';
import { useTexts } from '../../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import {
  useCoachScheduled,
  useCommentOnWorkout,
  useMemberCalendar,
  useMemberSummary,
  useRemoveScheduled,
  useScheduleWorkout,
} from '../api/member-training';
import { useWorkouts } from '../api/workouts';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { MoveScheduledModal } from './move-scheduled-modal';
import { describeSet } from '../lib/describe-set';
import { supersetLabels } from '../lib/builder';
import { trainingAdminTexts } from '../texts';
import type { CalendarEntry, ExerciseRecords, RecordFigure, ScheduledItem, ScheduledStatus, Shortfall } from '../types';

const STATUS_COLOR: Record<ScheduledStatus, string> = {
  planned: 'blue',
  in_progress: 'yellow',
  done: 'teal',
  skipped: 'gray',
  missed: 'red',
};

/** The ISO date `days` after `iso`. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Monday of the week holding `iso`. */
function mondayOf(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(iso, -((weekday + 6) % 7));
}

function StatusBadge({ status }: { status: ScheduledStatus }) {
  const t = useTexts(trainingAdminTexts);
  return (
    <Badge size="sm" variant="light" color={STATUS_COLOR[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}

function TrainingCalendar({
  entries,
  today,
  from,
  selected,
  onSelect,
  onMove,
  onRemove,
}: {
  entries: CalendarEntry[];
  onMove: (entry: CalendarEntry) => void;
  onRemove: (entry: CalendarEntry) => void;
  today: string;
  from: string;
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const t = useTexts(trainingAdminTexts);
  const byDate = new Map<string, CalendarEntry[]>();
  for (const entry of entries) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  const dated = [...entries].sort((a, b) => a.date.localeCompare(b.date));
  if (dated.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('member.calendar.empty')}
      </Text>
    );
  const weeks: string[] = [];
  for (let monday = mondayOf(from); monday <= addDays(today, 14); monday = addDays(monday, 7)) weeks.push(monday);
  return (
    <Stack gap="xs">
      {weeks.map((monday) => {
        const inWeek = Array.from({ length: 7 }, (_, i) => addDays(monday, i)).filter((day) => byDate.has(day));
        if (inWeek.length === 0) return null;
        return (
          <Paper key={monday} withBorder p="xs" radius="md">
            <Text size="xs" c="dimmed" mb={4}>
              {t('member.calendar.week', { date: formatDate(monday) })}
            </Text>
            <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {inWeek.flatMap((day) =>
                byDate.get(day)!.map((entry) => (
                  <Group component="li" key={entry.id} gap={4} wrap="nowrap">
                    <UnstyledButton
                      onClick={() => onSelect(entry.id)}
                      aria-pressed={selected === entry.id}
                      aria-label={t('member.calendar.open', {
                        name: entry.name,
                        date: formatWeekdayDate(entry.date),
                        status: t(`status.${entry.status}`),
                      })}
                      p={6}
                      style={{
                        display: 'block',
                        flex: 1,
                        minWidth: 0,
                        borderRadius: 6,
                        minHeight: 44,
                        background: selected === entry.id ? 'var(--mantine-color-default-hover)' : undefined,
                      }}
                    >
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Text size="sm" fw={500} truncate translate="no">
                            {entry.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {formatWeekdayDate(entry.date)}
                            {entry.date === today ? ` · ${t('member.calendar.today')}` : ''}
                          </Text>
                        </Stack>
                        <StatusBadge status={entry.status} />
                      </Group>
                    </UnstyledButton>
                    {/* Only a workout with nothing logged moves or comes off the calendar (the API's rule too). */}
                    {(entry.status === 'planned' || entry.status === 'missed') && (
                      <>
                        <ActionIcon
                          variant="subtle"
                          size="lg"
                          onClick={() => onMove(entry)}
                          aria-label={t('member.calendar.move', { name: entry.name, date: formatWeekdayDate(entry.date) })}
                        >
                          <IconCalendarEvent size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          onClick={() => onRemove(entry)}
                          aria-label={t('member.calendar.remove', { name: entry.name, date: formatWeekdayDate(entry.date) })}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </>
                    )}
                  </Group>
                )),
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

function ScheduleOne({ member }: { member: { id: number; name: string } }) {
  const t = useTexts(trainingAdminTexts);
  const workouts = useWorkouts();
  const schedule = useScheduleWorkout(member.id);
  const [workoutId, setWorkoutId] = useState('');
  const [date, setDate] = useState(localIsoDate());
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!workoutId) return setError(t('member.schedule.error.workout'));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError(t('member.schedule.error.date'));
    setError(null);
    schedule.mutate(
      { workoutId: Number(workoutId), date },
      {
        onSuccess: () => {
          notifySuccess(t('member.schedule.done', { date: formatDate(date) }));
          setWorkoutId('');
        },
        onError: (failure) => setError(errorMessage(failure, t('member.schedule.error.failed'))),
      },
    );
  };
  return (
    <Paper withBorder p="xs" radius="md" component="fieldset" style={{ minWidth: 0 }}>
      <Text component="legend" size="sm" fw={600} px={4}>
        {t('member.schedule.title')}
      </Text>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NativeSelect
          label={t('member.schedule.workout')}
          data={[
            { value: '', label: t('member.schedule.choose') },
            ...(workouts.data ?? []).map((w) => ({ value: String(w.id), label: w.name })),
          ]}
          value={workoutId}
          onChange={(event) => setWorkoutId(event.currentTarget.value)}
          style={{ flex: '1 1 160px' }}
        />
        <TextInput
          type="date"
          label={t('member.schedule.date')}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          w={160}
        />
        <Button onClick={submit} loading={schedule.isPending}>
          {t('member.schedule.submit')}
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red.8" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </Paper>
  );
}

function figure(value: RecordFigure | null, text: (value: number) => string): string {
  return value ? text(value.value) : '—';
}

function RecordsTable({ records }: { records: ExerciseRecords[] }) {
  const t = useTexts(trainingAdminTexts);
  const columns = useMemo<DataTableColumn<ExerciseRecords>[]>(
    () => [
      {
        id: 'exercise',
        header: t('member.records.exercise'),
        cell: (r) => r.exerciseName,
        sortValue: (r) => r.exerciseName,
        card: 'title',
      },
      {
        id: 'e1rm',
        header: t('member.records.e1rm'),
        cell: (r) => figure(r.e1rmKg, (v) => t('unit.kg', { kg: formatNumber(v, 1) })),
        sortValue: (r) => r.e1rmKg?.value,
      },
      {
        id: 'heaviest',
        header: t('member.records.heaviest'),
        cell: (r) => figure(r.heaviestKg, (v) => t('unit.kg', { kg: formatNumber(v, 2) })),
        sortValue: (r) => r.heaviestKg?.value,
      },
      {
        id: 'reps',
        header: t('member.records.reps'),
        cell: (r) => figure(r.mostReps, (v) => formatNumber(v)),
        sortValue: (r) => r.mostReps?.value,
      },
      {
        id: 'volume',
        header: t('member.records.volume'),
        cell: (r) => figure(r.bestVolumeKg, (v) => t('unit.kg', { kg: formatNumber(v, 1) })),
        sortValue: (r) => r.bestVolumeKg?.value,
      },
      {
        id: 'time',
        header: t('member.records.time'),
        cell: (r) =>
          r.longestDistanceKm
            ? t('unit.km', { km: formatNumber(r.longestDistanceKm.value, 2) })
            : figure(r.longestSeconds, (v) => t('unit.seconds', { seconds: formatNumber(v) })),
      },
    ],
    [t],
  );
  return (
    <DataTable
      data={records}
      columns={columns}
      rowKey={(r) => r.exerciseId}
      label={t('member.records.title')}
      emptyText={t('member.records.empty')}
      paging={{ pageSize: 10 }}
      paginationLabel={t('table.pages')}
    />
  );
}

interface SetRow {
  key: string;
  setIndex: number;
  type: string;
  planned: string;
  actual: string;
  logged: boolean;
  shortfall: boolean;
}

function ItemLog({ item, superset, shortfalls }: { item: ScheduledItem; superset: string | null; shortfalls: Shortfall[] }) {
  const t = useTexts(trainingAdminTexts);
  const mine = shortfalls.filter((s) => s.exerciseName === item.exercise.name);
  // A shortfall without a set index is the whole exercise skipped: every set of it fell short.
  const skipped = mine.some((s) => s.setIndex === null);
  const short = new Set(skipped ? item.sets.map((_, i) => i + 1) : mine.map((s) => s.setIndex));
  const rows: SetRow[] = item.sets.map((set, i) => ({
    key: String(i),
    setIndex: i + 1,
    type: t(`setType.${set.type}`),
    planned: set.target ? describeSet(t, item.exercise.tracking, set.target) : t('set.added'),
    actual: !set.actual ? t('set.notLogged') : set.actual.done ? describeSet(t, item.exercise.tracking, set.actual) : t('set.notDone'),
    logged: Boolean(set.actual?.done),
    shortfall: short.has(i + 1),
  }));
  const columns: DataTableColumn<SetRow>[] = [
    { id: 'set', header: t('log.column.set'), cell: (r) => formatNumber(r.setIndex) },
    { id: 'type', header: t('log.column.type'), cell: (r) => r.type },
    { id: 'planned', header: t('log.column.planned'), cell: (r) => r.planned },
    {
      id: 'actual',
      header: t('log.column.actual'),
      cell: (r) =>
        r.shortfall ? (
          <Group gap={4} wrap="nowrap" c="red.8">
            <IconAlertTriangle size={16} aria-hidden />
            <Text size="sm" fw={600} c="red.8">
              {t('log.shortActual', { actual: r.actual })}
            </Text>
          </Group>
        ) : (
          <Group gap={4} wrap="nowrap">
            {r.logged && <IconCheck size={16} aria-hidden color="var(--mantine-color-teal-7)" />}
            <Text size="sm">{r.actual}</Text>
          </Group>
        ),
    },
  ];
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Title order={5} translate="no">
          {item.exercise.name}
        </Title>
        {superset && (
          <Badge size="sm" variant="light" color="grape" aria-label={t('builder.item.supersetAria', { label: superset })}>
            {superset}
          </Badge>
        )}
        {skipped && (
          <Badge size="sm" color="red" variant="light">
            {t('log.exerciseSkipped')}
          </Badge>
        )}
        {!skipped && short.size > 0 && (
          <Badge size="sm" color="red" variant="light">
            {t('log.shortCount', { count: short.size })}
          </Badge>
        )}
      </Group>
      <DataTable
        data={rows}
        columns={columns}
        rowKey={(r) => r.key}
        rowLabel={(r) => (r.shortfall ? t('log.rowShort', { set: r.setIndex }) : t('log.row', { set: r.setIndex }))}
        label={t('log.tableLabel', { name: item.exercise.name })}
        emptyText={t('log.noSets')}
        minWidth={320}
      />
    </Stack>
  );
}

function CommentBox({ scheduledId }: { scheduledId: number }) {
  const t = useTexts(trainingAdminTexts);
  const comment = useCommentOnWorkout();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    if (!text.trim()) return setError(t('comment.error.empty'));
    setError(null);
    comment.mutate(
      { id: scheduledId, text: text.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('comment.sent'));
          setText('');
        },
        onError: (failure) => notifyError(errorMessage(failure, t('comment.error.failed'))),
      },
    );
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t('comment.label')}
        description={t('comment.hint')}

        rows={2}
        maxLength={2000}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={error}
      />
      <Group justify="flex-end">
        <Button onClick={send} loading={comment.isPending}>
          {t('comment.send')}
        </Button>
      </Group>
    </Stack>
  );
}

function WorkoutLog({ id }: { id: number }) {
  const t = useTexts(trainingAdminTexts);
  const log = useCoachScheduled(id);
  if (log.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(log.error, t('log.error'))}
      </Alert>
    );
  if (!log.data)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('log.loading')} />
      </Center>
    );
  const w = log.data;
  const labels = supersetLabels(w.items);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={`log-${w.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Title order={4} id={`log-${w.id}`} translate="no">
              {w.name}
            </Title>
            <Text size="sm" c="dimmed">
              {formatDate(w.date)}
            </Text>
          </Stack>
          <StatusBadge status={w.status} />
        </Group>
        {w.rating != null && <Text size="sm">{t('log.rating', { rating: w.rating })}</Text>}
        {w.memberNotes && <Text size="sm">{t('log.memberNotes', { notes: w.memberNotes })}</Text>}
        {w.shortfalls.length > 0 ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('log.shortfallsTitle', { count: w.shortfalls.length })}
          >
            <Stack gap={2} component="ul" style={{ margin: 0, paddingInlineStart: 18 }}>
              {w.shortfalls.map((s, i) => {
                const item = w.items.find((it) => it.exercise.name === s.exerciseName);
                const tracking = item?.exercise.tracking ?? 'weight_reps';
                return (
                  <Text component="li" size="sm" key={i}>
                    {s.setIndex === null
                      ? t('log.shortfallSkipped', { exercise: s.exerciseName })
                      : s.actual && s.actual.done
                        ? t('log.shortfall', {
                            exercise: s.exerciseName,
                            set: s.setIndex,
                            planned: describeSet(t, tracking, s.target),
                            actual: describeSet(t, tracking, s.actual),
                          })
                        : t('log.shortfallNotDone', {
                            exercise: s.exerciseName,
                            set: s.setIndex,
                            planned: describeSet(t, tracking, s.target),
                          })}
                  </Text>
                );
              })}
            </Stack>
          </Alert>
        ) : (
          w.status === 'done' && (
            <Text size="sm" c="teal.8">
              {t('log.noShortfalls')}
            </Text>
          )
        )}
        {w.items.map((item, i) => (
          <ItemLog key={i} item={item} superset={labels[i] ?? null} shortfalls={w.shortfalls} />
        ))}
        <CommentBox scheduledId={w.id} />
      </Stack>
    </Paper>
  );
}

export function MemberTraining({ member }: { member: { id: number; name: string } }) {
  const t = useTexts(trainingAdminTexts);
  const today = localIsoDate();
  const from = addDays(today, -27);
  const to = addDays(today, 14);
  const calendar = useMemberCalendar(member.id, from, to);
  const summary = useMemberSummary(member.id);
  const [selected, setSelected] = useState<number | null>(null);
  const [removing, setRemoving] = useState<CalendarEntry | null>(null);
  const [moving, setMoving] = useState<CalendarEntry | null>(null);
  const remove = useRemoveScheduled(member.id);
  const c = summary.data?.compliance28d;

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('member.title', { name: member.name })}
      </Title>
      {summary.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(summary.error, t('member.error.summary'))}
        </Alert>
      ) : !summary.data || !c ? (
        <Loader size="sm" aria-label={t('member.loadingSummary')} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Paper withBorder p="xs" radius="md">
            <Text size="xs" c="dimmed">
              {t('member.compliance')}
            </Text>
            <Text fw={700} size="lg">
              {t('member.percent', { percent: c.percent })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('member.complianceOf', { done: c.done, scheduled: c.scheduled })}
            </Text>
          </Paper>
          <Paper withBorder p="xs" radius="md">
            <Text size="xs" c="dimmed">
              {t('member.missed')}
            </Text>
            <Text fw={700} size="lg" c={c.missed > 0 ? 'red.8' : undefined}>
              {formatNumber(c.missed)}
            </Text>
          </Paper>
          <Paper withBorder p="xs" radius="md">
            <Text size="xs" c="dimmed">
              {t('member.skipped')}
            </Text>
            <Text fw={700} size="lg">
              {formatNumber(c.skipped)}
            </Text>
          </Paper>
          <Paper withBorder p="xs" radius="md">
            <Text size="xs" c="dimmed">
              {t('member.lastWorkout')}
            </Text>
            <Text fw={700} size="sm">
              {summary.data.lastWorkoutAt ? formatDate(summary.data.lastWorkoutAt) : t('member.never')}
            </Text>
          </Paper>
        </SimpleGrid>
      )}

      <Stack gap="xs">
        <Title order={4}>{t('member.calendar.title')}</Title>
        {calendar.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(calendar.error, t('member.error.calendar'))}
          </Alert>
        ) : !calendar.data ? (
          <Loader size="sm" aria-label={t('member.loadingCalendar')} />
        ) : (
          <TrainingCalendar
            entries={calendar.data}
            today={today}
            from={from}
            selected={selected}
            onSelect={setSelected}
            onMove={setMoving}
            onRemove={setRemoving}
          />
        )}
        <MoveScheduledModal userId={member.id} entry={moving} onClose={() => setMoving(null)} />
        <ScheduleOne member={member} />
        <ConfirmModal
          opened={removing !== null}
          question={removing ? t('member.calendar.confirmRemove', { name: removing.name, date: formatDate(removing.date) }) : ''}
          confirmLabel={t('member.calendar.removeConfirm')}
          busy={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            if (!removing) return;
            remove.mutate(removing.id, {
              onSuccess: () => {
                notifySuccess(t('member.calendar.removed'));
                if (selected === removing.id) setSelected(null);
                setRemoving(null);
              },
              onError: (failure) => {
                notifyError(errorMessage(failure, t('member.calendar.removeFailed')));
                setRemoving(null);
              },
            });
          }}
        />
      </Stack>

      {selected !== null && <WorkoutLog id={selected} />}

      <Stack gap="xs">
        <Title order={4}>{t('member.records.title')}</Title>
        {summary.data && <RecordsTable records={summary.data.records} />}
      </Stack>
    </Stack>
  );
}
