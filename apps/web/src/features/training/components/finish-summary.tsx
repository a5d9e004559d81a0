// The summary on Finish: how long, how much was lifted, how many sets, and the new records the
// server found (once the log reached it: offline, it says they come later).
import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import type { NewRecord, ScheduledWorkout } from '../api/types';
import { describeRecord } from '../lib/describe';
import { durationMinutes, setsDone, volumeKg, type Draft } from '../lib/player';
import { trainingTexts } from '../texts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}

export function FinishSummary({ workout, draft, newRecords }: { workout: ScheduledWorkout; draft: Draft; newRecords: NewRecord[] | null }) {
  const t = useTexts(trainingTexts);
  const sets = setsDone(draft);
  const names = new Map(workout.items.map((item) => [item.exercise.id, item.exercise.name]));
  return (
    <Card withBorder component="section" aria-labelledby="finish-summary-title" data-testid="finish-summary">
      <Stack gap="sm">
        <Title order={2} size="h3" id="finish-summary-title">
          {t('summary.title')}
        </Title>
        <SimpleGrid cols={3} spacing="sm">
          <Figure label={t('summary.duration')} value={t('value.minutes', { count: durationMinutes(draft) })} />
          <Figure label={t('summary.volume')} value={t('value.kg', { kg: formatNumber(volumeKg(draft), 1) })} />
          <Figure label={t('summary.sets')} value={t('summary.setsValue', { done: sets.done, total: sets.total })} />
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('summary.newRecords')}
        </Title>
        {newRecords === null ? (
          <Text c="dimmed">{t('summary.recordsPending')}</Text>
        ) : newRecords.length === 0 ? (
          <Text c="dimmed">{t('summary.noRecords')}</Text>
        ) : (
          <List spacing={4} data-testid="new-records">
            {newRecords.map((record) => (
              <List.Item key={`${record.exerciseId}-${record.kind}`}>
                {describeRecord(record, names.get(record.exerciseId) ?? '')}{' '}
                <Text span c="dimmed" size="sm">
                  ({record.previous === null ? t('record.first') : t('record.previous', { value: formatNumber(record.previous, 2) })})
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        <Anchor component={Link} to="/training">
          {t('summary.back')}
        </Anchor>
      </Stack>
    </Card>
  );
}
