// The monthly weight entry: enabled only on day 1 of a month (the member's local date) and only
// when this month has no entry yet (section 4).
import { Alert, Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CreateProgressBodySchema, WEIGHT_RANGE_KG, weightEntryEligibility, type ProgressEntry } from '@rhythmfit/contracts';
import { zodRules } from '../../../lib/form';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { isQueued } from '../../../lib/offline-queue';
import { useCreateProgress } from '../api/create-progress';
import en from '../../../locales/en/tracking.json';
import { useTexts } from '../../../lib/i18n';
import { trackingTexts } from '../texts';
import { formatListDate } from '../../../lib/format';

const REASON_TEXT = {
  'not-first-day': 'entry.notFirstDay',
  'already-recorded': 'entry.alreadyRecorded',
} as const;

/** Offline: the entry waits on the device (issue 7). English, for the tests; shown as entry.queued. */
export const QUEUED_TEXT = en['entry.queued'];

/** The field's rule is the body's (an empty value reads "Please enter weight."); the date is today's. */
const WeightFieldSchema = CreateProgressBodySchema.pick({ weight: true });

export function WeightEntryForm({ entries, now = () => new Date() }: { entries: ProgressEntry[]; now?: () => Date }) {
  const t = useTexts(trackingTexts);
  const form = useForm({ mode: 'controlled', initialValues: { weight: '' as string | number }, validate: zodRules(WeightFieldSchema) });
  const create = useCreateProgress();
  const eligibility = weightEntryEligibility(entries, now());

  const submit = form.onSubmit(async ({ weight }) => {
    const current = weightEntryEligibility(entries, now());
    if (!current.allowed) return;
    try {
      const result = await create.mutateAsync(CreateProgressBodySchema.parse({ weight, date: current.today }));
      form.reset();
      if (isQueued(result)) notifyInfo(t('entry.queued'));
      else notifySuccess(t('msg.weightUpdated'));
    } catch {
      notifyError(t('msg.weightFailed'));
    }
  });

  return (
    <Card withBorder component="form" onSubmit={submit} noValidate aria-labelledby="weight-entry-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="weight-entry-title">
          {t('entry.title')}
        </Title>
        {!eligibility.allowed && eligibility.reason && (
          <Alert color="gray" variant="light">
            {t(REASON_TEXT[eligibility.reason])}
          </Alert>
        )}
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            label={t('entry.weight')}
            {...form.getInputProps('weight')}
            min={WEIGHT_RANGE_KG.min}
            max={WEIGHT_RANGE_KG.max}
            decimalScale={1}
            disabled={!eligibility.allowed}
            style={{ flex: '1 1 180px' }}
          />
          <Button type="submit" disabled={!eligibility.allowed} loading={create.isPending}>
            {t('entry.save')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('entry.date', { date: formatListDate(eligibility.today) })}
        </Text>
      </Stack>
    </Card>
  );
}
