// Sleep: start and end inputs (22:00 and 06:00 by default, else the saved times) and Log. Once
// logged (both times saved, or just saved) the button is a disabled green Logged; Saved shows for 2 s.
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { DEFAULT_SLEEP_END, DEFAULT_SLEEP_START, localClockTime, localSleepWindow, sleepHoursBetween, type SleepBody } from '@rhythmfit/contracts';
import { formatHours } from '../lib/format';
import { LoggedButton } from './logged-button';

export const SAVED_MS = 2000;

interface SleepRowProps {
  date: string;
  sleepStart: string | null;
  sleepEnd: string | null;
  busy: boolean;
  onLog: (body: SleepBody) => Promise<unknown>;
}

const savedOr = (iso: string | null, fallback: string) => (iso ? localClockTime(new Date(iso)) : fallback);

export function SleepRow({ date, sleepStart, sleepEnd, busy, onLog }: SleepRowProps) {
  const [start, setStart] = useState(() => savedOr(sleepStart, DEFAULT_SLEEP_START));
  const [end, setEnd] = useState(() => savedOr(sleepEnd, DEFAULT_SLEEP_END));
  const [justSaved, setJustSaved] = useState(false);
  const [showSaved, setShowSaved] = useState(false);

  // Refill from the saved record whenever it changes (after the re-fetch that follows a save).
  useEffect(() => {
    setStart(savedOr(sleepStart, DEFAULT_SLEEP_START));
    setEnd(savedOr(sleepEnd, DEFAULT_SLEEP_END));
  }, [sleepStart, sleepEnd]);

  useEffect(() => {
    if (!showSaved) return;
    const timer = setTimeout(() => setShowSaved(false), SAVED_MS);
    return () => clearTimeout(timer);
  }, [showSaved]);

  const logged = Boolean(sleepStart && sleepEnd) || justSaved;
  const valid = /^\d{2}:\d{2}$/.test(start) && /^\d{2}:\d{2}$/.test(end);

  const submit = async () => {
    if (!valid || logged) return;
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
          <Text fw={600}>Sleep</Text>
          {sleepStart && sleepEnd && <Text size="sm" c="dimmed">{formatHours(sleepHoursBetween(sleepStart, sleepEnd))}</Text>}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs">
          <TimeInput label="Sleep start" value={start} onChange={(e) => setStart(e.currentTarget.value)} disabled={logged} />
          <TimeInput label="Sleep end" value={end} onChange={(e) => setEnd(e.currentTarget.value)} disabled={logged} />
          <Stack justify="flex-end" gap={4}>
            {logged ? (
              <LoggedButton>Logged</LoggedButton>
            ) : (
              <Button onClick={submit} loading={busy} disabled={!valid}>
                Log
              </Button>
            )}
          </Stack>
        </SimpleGrid>
        <Text size="sm" c="green.8" role="status" aria-live="polite" fw={600}>
          {showSaved ? 'Saved' : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
