// Sleep: start and end inputs (22:00 and 06:00 by default, else the saved times) and Log. Once
// logged (both times saved, or just saved) the button is a disabled green Logged; Saved shows for 2 s.
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/dates/styles.css';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import {
  DEFAULT_SLEEP_END,
  DEFAULT_SLEEP_START,
  isRealClockTime,
  localClockTime,
  localSleepWindow,
  sleepHoursBetween,
  type SleepBody,
} from '@rhythmfit/contracts';
import { formatHours } from '../lib/format';
import { LoggedButton } from './logged-button';
import { useTexts } from '../../../lib/i18n';
import { circadianTexts } from '../texts';

export const SAVED_MS = 2000;

interface SleepRowProps {
  date: string;
  sleepStart: string | null;
  sleepEnd: string | null;
  busy: boolean;
  onLog: (body: SleepBody) => Promise<unknown>;
}

// Module-level so the form's setters stay the same from render to render (the refill effect uses one).
const SLEEP_RULES = {
  start: (value: string) => (isRealClockTime(value) ? null : true),
  end: (value: string) => (isRealClockTime(value) ? null : true),
};

const savedOr = (iso: string | null, fallback: string) => (iso ? localClockTime(new Date(iso)) : fallback);

export function SleepRow({ date, sleepStart, sleepEnd, busy, onLog }: SleepRowProps) {
  const t = useTexts(circadianTexts);
  // Two HH:MM times (ClockTimeSchema's rule, isRealClockTime, without loading zod on this everyday screen).
  const form = useForm({
    mode: 'controlled',
    initialValues: { start: savedOr(sleepStart, DEFAULT_SLEEP_START), end: savedOr(sleepEnd, DEFAULT_SLEEP_END) },
    validate: SLEEP_RULES,
  });
  const [justSaved, setJustSaved] = useState(false);
  const [showSaved, setShowSaved] = useState(false);
  const { setValues } = form;

  // Refill from the saved record whenever it changes (after the re-fetch that follows a save).
  useEffect(() => {
    setValues({ start: savedOr(sleepStart, DEFAULT_SLEEP_START), end: savedOr(sleepEnd, DEFAULT_SLEEP_END) });
  }, [sleepStart, sleepEnd, setValues]);

  useEffect(() => {
    if (!showSaved) return;
    const timer = setTimeout(() => setShowSaved(false), SAVED_MS);
    return () => clearTimeout(timer);
  }, [showSaved]);

  const logged = Boolean(sleepStart && sleepEnd) || justSaved;
  const { start, end } = form.getValues();
  const valid = isRealClockTime(start) && isRealClockTime(end);

  const submit = async () => {
    if (logged || form.validate().hasErrors) return;
    try {
      await onLog(localSleepWindow(date, start, end));
      setJustSaved(true);
      setShowSaved(true);
    } catch {
      // logged by the mutation; nothing shown (spec section 8)
    }
  };

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{t('sleep.title')}</Text>
          {sleepStart && sleepEnd && (
            <Text size="sm" c="dimmed">
              {formatHours(sleepHoursBetween(sleepStart, sleepEnd))}
            </Text>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs">
          <TimeInput label={t('sleep.start')} {...form.getInputProps('start')} disabled={logged} />
          <TimeInput label={t('sleep.end')} {...form.getInputProps('end')} disabled={logged} />
          <Stack justify="flex-end" gap={4}>
            {logged ? (
              <LoggedButton>{t('sleep.logged')}</LoggedButton>
            ) : (
              <Button onClick={submit} loading={busy} disabled={!valid}>
                {t('sleep.log')}
              </Button>
            )}
          </Stack>
        </SimpleGrid>
        <Text size="sm" c="green.8" role="status" aria-live="polite" fw={600}>
          {showSaved ? t('sleep.saved') : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
