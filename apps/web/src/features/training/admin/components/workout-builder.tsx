// The workout builder: name and notes, exercises found by search, and for each item its sets (the
// fields that fit what the exercise tracks), set types, rest, progression, a superset letter and
// notes. Items move with Up/Down buttons that keep the focus, so the keyboard reorders as well as a
// pointer, and a polite status line says where the item went. The API checks everything again and
// its message (naming the field) is shown as sent.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Fieldset,
  Group,
  List,
  Loader,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { useTexts } from '../../../../lib/i18n';
import { notifySuccess } from '../../../../lib/notify';
import { useExercises } from '../api/exercises';
import { useSaveWorkout } from '../api/workouts';
import {
  builderProblems,
  defaultSet,
  FIELD_LIMITS,
  FIELDS_BY_TRACKING,
  GROUP_LETTERS,
  MAX_ITEMS,
  MAX_SETS,
  moveItem,
  newItem,
  supersetLabels,
  workoutBody,
  type BuilderItem,
  type BuilderProblem,
  type TargetField,
} from '../lib/builder';
import { trainingAdminTexts } from '../texts';
import { SET_TYPES, type Exercise, type SetType } from '../types';

type T = typeof trainingAdminTexts;

const FIELD_KEYS = {
  reps: 'builder.field.reps',
  repsMax: 'builder.field.repsMax',
  weightKg: 'builder.field.weightKg',
  seconds: 'builder.field.seconds',
  distanceKm: 'builder.field.distanceKm',
  rpe: 'builder.field.rpe',
} as const satisfies Record<TargetField, string>;

function problemText(t: T, problem: BuilderProblem, items: BuilderItem[]): string {
  switch (problem.kind) {
    case 'name':
      return t('builder.error.name');
    case 'noItems':
      return t('builder.error.noItems');
    case 'tooManyItems':
      return t('builder.error.tooManyItems', { max: MAX_ITEMS });
    case 'target': {
      const { min, max } = FIELD_LIMITS[problem.field];
      return t('builder.error.target', {
        exercise: items[problem.item]!.exerciseName,
        set: problem.set + 1,
        field: t(FIELD_KEYS[problem.field]),
        min,
        max,
      });
    }
    case 'repsMax':
      return t('builder.error.repsMax', { exercise: items[problem.item]!.exerciseName, set: problem.set + 1 });
    case 'distanceOrTime':
      return t('builder.error.distanceOrTime', { exercise: items[problem.item]!.exerciseName, set: problem.set + 1 });
  }
}

function ExerciseFinder({ onAdd, disabled }: { onAdd: (exercise: Exercise) => void; disabled: boolean }) {
  const t = useTexts(trainingAdminTexts);
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 250);
  const results = useExercises({ q: debounced });
  const shown = debounced.trim() ? (results.data ?? []).filter((e) => !e.archived).slice(0, 8) : [];
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={t('builder.find.label')}
        description={t('builder.find.hint')}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
      />
      {debounced.trim() && results.isFetching && !results.data && <Loader size="xs" aria-label={t('builder.find.loading')} />}
      {debounced.trim() && results.data && shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('builder.find.none')}
        </Text>
      )}
      {shown.length > 0 && (
        <Stack gap={4} component="ul" aria-label={t('builder.find.results')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((exercise) => (
            <Group key={exercise.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0 }} truncate translate="no">
                {exercise.name}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden />}
                disabled={disabled}
                onClick={() => onAdd(exercise)}
                aria-label={t('builder.find.addNamed', { name: exercise.name })}
              >
                {t('builder.find.add')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function numberOrNull(value: string | number): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

interface ItemEditorProps {
  item: BuilderItem;
  index: number;
  count: number;
  superset: string | null;
  errors: Map<string, string>;
  onChange: (item: BuilderItem) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  registerButton: (name: string, element: HTMLButtonElement | null) => void;
}

function ItemEditor({ item, index, count, superset, errors, onChange, onMove, onRemove, registerButton }: ItemEditorProps) {
  const t = useTexts(trainingAdminTexts);
  const fields = FIELDS_BY_TRACKING[item.tracking];
  const canProgress = item.tracking === 'weight_reps' || item.tracking === 'reps';
  const progressionKind = item.progression ? ('addKg' in item.progression ? 'addKg' : 'addReps') : 'none';
  const headingId = `builder-item-${item.key}`;

  const setField = (setIndex: number, field: TargetField, value: number | null) =>
    onChange({ ...item, sets: item.sets.map((set, i) => (i === setIndex ? { ...set, [field]: value } : set)) });
  const setType = (setIndex: number, type: SetType) =>
    onChange({ ...item, sets: item.sets.map((set, i) => (i === setIndex ? { ...set, type } : set)) });

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" style={{ minWidth: 0 }}>
            <Title order={4} id={headingId} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {t('builder.item.heading', { position: index + 1, name: item.exerciseName })}
            </Title>
            {superset && (
              <Badge variant="light" color="grape" aria-label={t('builder.item.supersetAria', { label: superset })}>
                {superset}
              </Badge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              ref={(element) => registerButton('up', element)}
              variant="default"
              size="lg"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={t('builder.item.moveUp', { name: item.exerciseName })}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              ref={(element) => registerButton('down', element)}
              variant="default"
              size="lg"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={t('builder.item.moveDown', { name: item.exerciseName })}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={onRemove}
              aria-label={t('builder.item.remove', { name: item.exerciseName })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>

        <Group grow align="flex-start" gap="xs" wrap="wrap">
          <NativeSelect
            label={t('builder.item.group')}
            description={t('builder.item.groupHint')}
            data={[{ value: '', label: t('builder.item.noGroup') }, ...GROUP_LETTERS.map((letter) => ({ value: letter, label: letter }))]}
            value={item.group ?? ''}
            onChange={(event) => onChange({ ...item, group: event.currentTarget.value || null })}
            miw={130}
          />
          <NumberInput
            label={t('builder.item.rest')}
            min={0}
            max={600}
            step={15}
            value={item.restSeconds}
            onChange={(value) => onChange({ ...item, restSeconds: numberOrNull(value) ?? 0 })}
            error={errors.get('rest')}
            miw={130}
          />
        </Group>

        {canProgress && (
          <Group grow align="flex-start" gap="xs" wrap="wrap">
            <NativeSelect
              label={t('builder.item.progression')}
              description={t('builder.item.progressionHint')}
              data={[
                { value: 'none', label: t('builder.progression.none') },
                { value: 'addKg', label: t('builder.progression.addKg') },
                { value: 'addReps', label: t('builder.progression.addReps') },
              ]}
              value={progressionKind}
              onChange={({ currentTarget: { value } }) =>
                onChange({
                  ...item,
                  progression: value === 'addKg' ? { addKg: 2.5 } : value === 'addReps' ? { addReps: 1 } : null,
                })
              }
              miw={160}
            />
            {item.progression && 'addKg' in item.progression && (
              <NumberInput
                label={t('builder.progression.stepKg')}
                min={0.25}
                max={20}
                step={0.25}
                decimalScale={2}
                value={item.progression.addKg}
                onChange={(value) => onChange({ ...item, progression: { addKg: numberOrNull(value) ?? Number.NaN } })}
                miw={130}
              />
            )}
            {item.progression && 'addReps' in item.progression && (
              <NumberInput
                label={t('builder.progression.stepReps')}
                min={1}
                max={5}
                step={1}
                allowDecimal={false}
                value={item.progression.addReps}
                onChange={(value) => onChange({ ...item, progression: { addReps: numberOrNull(value) ?? Number.NaN } })}
                miw={130}
              />
            )}
          </Group>
        )}

        <Stack gap="xs">
          {item.sets.map((set, s) => (
            <Fieldset key={s} legend={t('builder.set.legend', { number: s + 1 })} variant="filled" p="xs">
              <Group align="flex-end" gap="xs" wrap="wrap">
                <NativeSelect
                  label={t('builder.set.type')}
                  data={SET_TYPES.map((type) => ({ value: type, label: t(`setType.${type}`) }))}
                  value={set.type}
                  onChange={(event) => setType(s, event.currentTarget.value as SetType)}
                  w={120}
                />
                {fields.map((field) => (
                  <NumberInput
                    key={field}
                    label={t(FIELD_KEYS[field])}
                    min={FIELD_LIMITS[field].min}
                    max={FIELD_LIMITS[field].max}
                    step={FIELD_LIMITS[field].step}
                    decimalScale={field === 'weightKg' || field === 'distanceKm' ? 2 : field === 'rpe' ? 1 : 0}
                    allowNegative={false}
                    value={set[field] ?? ''}
                    onChange={(value) => setField(s, field, numberOrNull(value))}
                    error={errors.get(`${s}.${field}`)}
                    w={field === 'seconds' ? 110 : 90}
                  />
                ))}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={4}
                  disabled={item.sets.length <= 1}
                  onClick={() => onChange({ ...item, sets: item.sets.filter((_, i) => i !== s) })}
                  aria-label={t('builder.set.remove', { number: s + 1, name: item.exerciseName })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Fieldset>
          ))}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={item.sets.length >= MAX_SETS}
            onClick={() => {
              const last = item.sets.at(-1);
              onChange({ ...item, sets: [...item.sets, last ? { ...last } : defaultSet(item.tracking)] });
            }}
            aria-label={t('builder.set.addNamed', { name: item.exerciseName })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('builder.set.add')}
          </Button>
        </Stack>

        <TextInput
          label={t('builder.item.notes')}
          maxLength={300}
          value={item.notes}
          onChange={(event) => onChange({ ...item, notes: event.currentTarget.value })}
        />
      </Stack>
    </Paper>
  );
}

export interface WorkoutBuilderProps {
  workoutId: number | null;
  initialName?: string;
  initialNotes?: string;
  initialItems?: BuilderItem[];
  onDone: () => void;
}

export function WorkoutBuilder({ workoutId, initialName = '', initialNotes = '', initialItems = [], onDone }: WorkoutBuilderProps) {
  const t = useTexts(trainingAdminTexts);
  const save = useSaveWorkout();
  const [name, setName] = useState(initialName);
  const [notes, setNotes] = useState(initialNotes);
  const [items, setItems] = useState<BuilderItem[]>(initialItems);
  const [problems, setProblems] = useState<BuilderProblem[] | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ key: string; direction: 'up' | 'down' } | null>(null);

  // After a move, the focus stays on the button pressed (on the other one when that is now disabled
  // at the top or bottom of the list), so pressing Enter again keeps moving the same item.
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    pendingFocus.current = null;
    const pressed = buttons.current.get(`${wanted.key}:${wanted.direction}`);
    const other = buttons.current.get(`${wanted.key}:${wanted.direction === 'up' ? 'down' : 'up'}`);
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [items]);

  const labels = supersetLabels(items);
  const shownProblems = problems ?? [];
  const errorsFor = (index: number) => {
    const map = new Map<string, string>();
    for (const problem of shownProblems)
      if ('item' in problem && problem.item === index) {
        const field = problem.kind === 'target' ? problem.field : problem.kind === 'repsMax' ? 'repsMax' : 'distanceKm';
        map.set(`${problem.set}.${field}`, problemText(t, problem, items));
      }
    return map;
  };

  const update = (next: BuilderItem[]) => {
    setItems(next);
    if (problems) setProblems(builderProblems(name, next));
  };

  const move = (index: number, direction: -1 | 1) => {
    const item = items[index]!;
    const next = moveItem(items, index, direction);
    if (next === items) return;
    pendingFocus.current = { key: item.key, direction: direction === -1 ? 'up' : 'down' };
    setAnnouncement(t('builder.item.moved', { name: item.exerciseName, position: index + direction + 1, count: items.length }));
    update(next);
  };

  const submit = async () => {
    setServerError(null);
    const found = builderProblems(name, items);
    setProblems(found);
    if (found.length) return;
    try {
      await save.mutateAsync({ id: workoutId, body: workoutBody(name, notes, items) });
      notifySuccess(t('builder.saved'));
      onDone();
    } catch (error) {
      setServerError(errorMessage(error, t('builder.error.saveFailed')));
    }
  };

  const headingId = 'workout-builder-heading';
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {workoutId === null ? t('builder.newTitle') : t('builder.editTitle')}
      </Title>
      <TextInput
        label={t('builder.name')}
        required
        maxLength={80}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          if (problems) setProblems(builderProblems(event.currentTarget.value, items));
        }}
        error={shownProblems.some((p) => p.kind === 'name') ? t('builder.error.name') : undefined}
      />
      <Textarea
        label={t('builder.notes')}
        maxLength={1000}

        rows={2}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      <ExerciseFinder disabled={items.length >= MAX_ITEMS} onAdd={(exercise) => update([...items, newItem(exercise)])} />

      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>

      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('builder.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" aria-label={t('builder.itemsLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item, index) => (
            <li key={item.key}>
              <ItemEditor
                item={item}
                index={index}
                count={items.length}
                superset={labels[index] ?? null}
                errors={errorsFor(index)}
                onChange={(changed) => update(items.map((it) => (it.key === item.key ? changed : it)))}
                onMove={(direction) => move(index, direction)}
                onRemove={() => update(items.filter((it) => it.key !== item.key))}
                registerButton={(which, element) => {
                  const key = `${item.key}:${which}`;
                  if (element) buttons.current.set(key, element);
                  else buttons.current.delete(key);
                }}
              />
            </li>
          ))}
        </Stack>
      )}

      {shownProblems.length > 0 && (
        <Alert color="red" role="alert" title={t('builder.error.title')}>
          <List size="sm">
            {shownProblems.map((problem, i) => (
              <List.Item key={i}>{problemText(t, problem, items)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {serverError && (
        <Alert color="red" role="alert" title={t('builder.error.serverTitle')}>
          {serverError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('action.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending}>
          {t('builder.save')}
        </Button>
      </Group>
    </Stack>
  );
}
