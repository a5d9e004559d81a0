// /training/:id, the workout player, made for a phone at the gym: the exercises in order with
// supersets together, a row per set prefilled from its target, a tap marks a set done and starts
// the rest, notes, a rating and Finish with its summary. Every tap is kept on the phone first and
// the log reaches the server when it can (lib/use-player.ts), so a basement with no signal loses
// nothing.
import { Alert, Anchor, Badge, Button, Card, Group, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatWeekdayDate } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { useIsOffline } from '../../../lib/use-offline-queue';
import { useScheduled } from '../api/get-scheduled';
import { useSkipWorkout } from '../api/skip-workout';
import type { ScheduledWorkout } from '../api/types';
import { ExerciseCard } from '../components/exercise-card';
import { FinishSummary } from '../components/finish-summary';
import { RestTimerBar } from '../components/rest-timer-bar';
import { STATUS_COLORS, statusLabel } from '../lib/describe';
import { clearDraft, loadDraft } from '../lib/draft-storage';
import { addSet, blocks, removeAddedSet, setsDone, toggleDone, updateSet } from '../lib/player';
import { primeRestAlert } from '../lib/rest-alert';
import { startRest } from '../lib/rest-timer';
import { usePlayer } from '../lib/use-player';
import { trainingTexts } from '../texts';

export default function PlayerPage() {
  const t = useTexts(trainingTexts);
  const id = Number(useParams().id);
  const query = useScheduled(id);
  // Opened again without a connection (the read failed, or waits for one): the copy kept with the draft.
  const workout = query.data ?? (query.isError || query.fetchStatus === 'paused' ? loadDraft(id)?.workout : undefined);

  if (!workout) {
    if (query.isPending && Number.isInteger(id))
      return (
        <Stack gap="md">
          <Title order={1}>{t('page.title')}</Title>
          <Text>{t('page.loading')}</Text>
        </Stack>
      );
    return (
      <Stack gap="md">
        <Title order={1}>{t('page.title')}</Title>
        <Alert color="gray" variant="light">
          {t('player.notFound')}
        </Alert>
        <Anchor component={Link} to="/training">
          {t('player.back')}
        </Anchor>
      </Stack>
    );
  }
  return <Player key={workout.id} workout={workout} fromDevice={!query.data} />;
}

function Player({ workout, fromDevice }: { workout: ScheduledWorkout; fromDevice: boolean }) {
  const t = useTexts(trainingTexts);
  const offline = useIsOffline();
  const player = usePlayer(workout, fromDevice);
  const { draft } = player;
  const progress = setsDone(draft);
  const done = draft.finished;

  function toggle(itemIndex: number, setIndex: number, lastInBlock: boolean) {
    const wasDone = draft.items[itemIndex]?.sets[setIndex]?.done ?? false;
    player.change((current) => toggleDone(current, itemIndex, setIndex));
    // In a superset the rest comes after its last exercise; none once the workout is finished.
    if (!wasDone && lastInBlock && !done) {
      primeRestAlert();
      startRest(workout.id, workout.items[itemIndex]?.restSeconds ?? 0);
    }
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/training" size="sm">
        {t('player.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} translate="no">
          {workout.name}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Text c="dimmed">{formatWeekdayDate(workout.date)}</Text>
          <Badge color={STATUS_COLORS[done ? 'done' : workout.status]} variant="light">
            {statusLabel(done ? 'done' : workout.status)}
          </Badge>
          <Text size="sm">{t('player.progress', { done: progress.done, total: progress.total })}</Text>
        </Group>
        <Text size="sm" c={player.sync === 'error' ? 'red.8' : 'dimmed'} role="status" data-sync={player.sync}>
          {player.sync === 'saved'
            ? t('player.saved')
            : player.sync === 'error'
              ? t('player.saveFailed', { message: player.error ?? '' })
              : player.sync === 'waiting' && offline
                ? t('player.waiting')
                : ''}
        </Text>
      </Stack>
      {offline && (
        <Alert color="yellow" variant="light" data-testid="player-offline">
          {t('player.offline')}
        </Alert>
      )}
      {workout.status === 'skipped' && (
        <Alert color="gray" variant="light">
          {t('player.skipped')}
        </Alert>
      )}
      {workout.notes && (
        <Card withBorder>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('player.coachNotes')}
          </Text>
          <Text translate="no">{workout.notes}</Text>
        </Card>
      )}
      {done && <FinishSummary workout={workout} draft={draft} newRecords={offline && player.sync !== 'saved' ? null : player.newRecords} />}
      <RestTimerBar scheduledId={workout.id} />
      {blocks(workout.items).map((block) => {
        const superset = block.group !== null && block.indexes.length > 1;
        const last = block.indexes[block.indexes.length - 1]!;
        const cards = block.indexes.map((itemIndex) => (
          <ExerciseCard
            key={itemIndex}
            item={workout.items[itemIndex]!}
            itemIndex={itemIndex}
            draftItem={draft.items[itemIndex] ?? { sets: [] }}
            inGroup={superset}
            onToggle={(setIndex) => toggle(itemIndex, setIndex, itemIndex === last)}
            onChange={(setIndex, field, value) => player.change((current) => updateSet(current, itemIndex, setIndex, field, value))}
            onAddSet={() => player.change((current) => addSet(current, itemIndex))}
            onRemoveSet={() => player.change((current) => removeAddedSet(current, workout, itemIndex))}
          />
        ));
        return superset ? (
          <Card
            key={block.indexes[0]}
            withBorder
            component="section"
            aria-labelledby={`superset-${block.indexes[0]}`}
            style={{ borderLeft: '4px solid var(--mantine-color-grape-6)' }}
            data-superset={block.group}
          >
            <Stack gap="lg">
              <Title order={3} size="h5" id={`superset-${block.indexes[0]}`} c="grape.8">
                {t('player.superset', { group: block.group ?? '' })}
              </Title>
              {cards}
            </Stack>
          </Card>
        ) : (
          <Card key={block.indexes[0]} withBorder>
            {cards}
          </Card>
        );
      })}
      <Card withBorder>
        <Stack gap="sm">
          <Textarea
            label={t('player.notes')}
            value={draft.notes}
            maxLength={1000}
            rows={3}
            onChange={(event) => {
              const notes = event.currentTarget.value;
              player.change((current) => ({ ...current, notes }));
            }}
          />
          <Stack gap={4}>
            <Text component="label" id="workout-rating-label" size="sm" fw={500}>
              {t('player.rating')}
            </Text>
            <Rating
              aria-labelledby="workout-rating-label"
              value={draft.rating ?? 0}
              onChange={(rating) => player.change((current) => ({ ...current, rating: rating || null }))}
              size="xl"
            />
          </Stack>
          {done ? (
            <Button size="lg" variant="light" onClick={player.saveNow} loading={player.sync === 'saving'}>
              {t('player.saveChanges')}
            </Button>
          ) : (
            <Button
              size="lg"
              onClick={() => {
                player.finish();
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              disabled={workout.status === 'skipped'}
            >
              {t('player.finish')}
            </Button>
          )}
        </Stack>
      </Card>
      {!done && progress.done === 0 && (workout.status === 'planned' || workout.status === 'missed') && <SkipForm workout={workout} />}
    </Stack>
  );
}

function SkipForm({ workout }: { workout: ScheduledWorkout }) {
  const t = useTexts(trainingTexts);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const skip = useSkipWorkout();
  if (!open)
    return (
      <Button variant="subtle" color="gray" onClick={() => setOpen(true)}>
        {t('player.skip')}
      </Button>
    );
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Textarea
          label={t('player.skipReason')}
          value={reason}
          maxLength={300}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {skip.isError && (
          <Text c="red.8" role="alert">
            {t('player.skipFailed')}
          </Text>
        )}
        <Group>
          <Button
            color="gray"
            loading={skip.isPending}
            onClick={() =>
              skip.mutate(
                { id: workout.id, reason: reason.trim() },
                {
                  onSuccess: () => {
                    clearDraft(workout.id);
                    setOpen(false);
                  },
                },
              )
            }
          >
            {t('player.skipConfirm')}
          </Button>
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('player.skipCancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
