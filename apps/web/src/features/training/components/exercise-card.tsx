// One exercise in the player: its name (a link to its progress), the coach's notes, the target,
// "last time", and a row per set with the fields the exercise tracks, prefilled, and a Done toggle
// big enough for a thumb. Marking a set done starts the rest.
import { ActionIcon, Anchor, Badge, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import type { ScheduledItem } from '../api/types';
import { describeSet } from '../lib/describe';
import { MAX_SETS_PER_ITEM, TRACKED_FIELDS, hasValue, type DraftItem, type DraftSet, type SetField } from '../lib/player';
import { clock } from '../lib/rest-timer';
import { trainingTexts } from '../texts';

const FIELD_STEP: Record<SetField, number> = { weightKg: 2.5, reps: 1, seconds: 5, distanceKm: 0.1 };
const FIELD_DECIMALS: Record<SetField, number> = { weightKg: 2, reps: 0, seconds: 0, distanceKm: 2 };

export interface ExerciseCardProps {
  item: ScheduledItem;
  itemIndex: number;
  draftItem: DraftItem;
  onToggle: (setIndex: number) => void;
  onChange: (setIndex: number, field: SetField, value: number | null) => void;
  onAddSet: () => void;
  onRemoveSet: () => void;
  /** In a superset, the title is one level lower. */
  inGroup?: boolean;
}

function fieldLabel(t: typeof trainingTexts, field: SetField): string {
  switch (field) {
    case 'weightKg':
      return t('player.field.weightKg');
    case 'reps':
      return t('player.field.reps');
    case 'seconds':
      return t('player.field.seconds');
    case 'distanceKm':
      return t('player.field.distanceKm');
  }
}

function fieldAria(t: typeof trainingTexts, field: SetField, exercise: string, n: number): string {
  switch (field) {
    case 'weightKg':
      return t('aria.setWeightKg', { exercise, n });
    case 'reps':
      return t('aria.setReps', { exercise, n });
    case 'seconds':
      return t('aria.setSeconds', { exercise, n });
    case 'distanceKm':
      return t('aria.setDistanceKm', { exercise, n });
  }
}

function setLabel(t: typeof trainingTexts, set: DraftSet, n: number): string {
  switch (set.type) {
    case 'warmup':
      return t('setType.warmup');
    case 'drop':
      return t('setType.drop');
    case 'failure':
      return t('setType.failure');
    default:
      return t('setType.normal', { n });
  }
}

export function ExerciseCard({
  item,
  itemIndex,
  draftItem,
  onToggle,
  onChange,
  onAddSet,
  onRemoveSet,
  inGroup = false,
}: ExerciseCardProps) {
  const t = useTexts(trainingTexts);
  const { exercise } = item;
  const fields = TRACKED_FIELDS[exercise.tracking];
  const firstTarget = item.sets.find((set) => set.type !== 'warmup')?.target ?? item.sets[0]?.target;
  const target = firstTarget ? describeSet(firstTarget, exercise.tracking) : '';
  const previous = item.previous?.sets.filter((set) => hasValue(set) && set.done !== false) ?? [];
  const titleId = `exercise-${itemIndex}-title`;

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-item={itemIndex}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={inGroup ? 4 : 3} size="h4" id={titleId}>
          <Anchor component={Link} to={`/training/exercises/${exercise.id}`} inherit translate="no">
            {exercise.name}
          </Anchor>
        </Title>
        {item.restSeconds > 0 && (
          <Text size="xs" c="dimmed">
            {t('player.rest', { time: clock(item.restSeconds) })}
          </Text>
        )}
      </Group>
      {item.notes && (
        <Text size="sm" translate="no">
          {item.notes}
        </Text>
      )}
      {target && (
        <Text size="sm" fw={500}>
          {t('player.target', { target })}
        </Text>
      )}
      <Text size="sm" c="dimmed" data-testid="last-time">
        {item.previous && previous.length > 0
          ? t('player.lastTime', {
              date: formatDate(item.previous.date),
              sets: previous.map((set) => describeSet(set, exercise.tracking)).join(', '),
            })
          : t('player.firstTime')}
      </Text>
      <Stack gap={6} role="group" aria-label={t('aria.sets', { exercise: exercise.name })}>
        {draftItem.sets.map((set, setIndex) => {
          const n = setIndex + 1;
          return (
            <Group key={setIndex} gap="xs" wrap="nowrap" align="flex-end" data-set={setIndex} data-done={set.done || undefined}>
              <Badge
                variant={set.type === 'warmup' ? 'outline' : 'light'}
                color={set.done ? 'teal' : 'gray'}
                w={88}
                style={{ flexShrink: 0 }}
              >
                {setLabel(t, set, n)}
              </Badge>
              {fields.map((field) => (
                <NumberInput
                  key={field}
                  label={setIndex === 0 ? fieldLabel(t, field) : undefined}
                  aria-label={fieldAria(t, field, exercise.name, n)}
                  value={set[field] ?? ''}
                  onChange={(value) => onChange(setIndex, field, value === '' || value === null ? null : Number(value))}
                  min={0}
                  step={FIELD_STEP[field]}
                  decimalScale={FIELD_DECIMALS[field]}
                  hideControls
                  inputMode={FIELD_DECIMALS[field] > 0 ? 'decimal' : 'numeric'}
                  size="md"
                  style={{ flex: '1 1 0', minWidth: 0 }}
                />
              ))}
              <ActionIcon
                size={44}
                radius="md"
                variant={set.done ? 'filled' : 'default'}
                color="teal"
                aria-pressed={set.done}
                aria-label={t('aria.setDone', { exercise: exercise.name, n })}
                onClick={() => onToggle(setIndex)}
                style={{ flexShrink: 0 }}
              >
                <IconCheck size={24} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
      <Group gap="xs">
        <Button variant="subtle" size="sm" onClick={onAddSet} disabled={draftItem.sets.length >= MAX_SETS_PER_ITEM}>
          {t('player.addSet')}
        </Button>
        {draftItem.sets.length > item.sets.length && (
          <Button variant="subtle" color="gray" size="sm" onClick={onRemoveSet}>
            {t('player.removeSet')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
