// Moves one workout on a member's calendar to another day (the coach's Training tab): only a
// workout with nothing logged moves, as the API says (409 workout_logged, shown as it comes).
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate, formatWeekdayDate } from '../../../../lib/format';
import { useTexts } from '../../../../lib/i18n';
import { notifySuccess } from '../../../../lib/notify';
import { useMoveScheduled } from '../api/member-training';
import { trainingAdminTexts } from '../texts';
import type { CalendarEntry } from '../types';

export function MoveScheduledModal({ userId, entry, onClose }: { userId: number; entry: CalendarEntry | null; onClose: () => void }) {
  const t = useTexts(trainingAdminTexts);
  const move = useMoveScheduled(userId);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A fresh form for each workout the dialog opens on.
  useEffect(() => {
    setDate(entry?.date ?? '');
    setError(null);
  }, [entry?.id, entry?.date]);

  const submit = () => {
    if (!entry) return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError(t('member.calendar.moveInvalid'));
    if (date === entry.date) return setError(t('member.calendar.moveSame'));
    setError(null);
    move.mutate(
      { id: entry.id, date },
      {
        onSuccess: () => {
          notifySuccess(t('member.calendar.moved', { date: formatDate(date) }));
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, t('member.calendar.moveFailed'))),
      },
    );
  };

  return (
    <Modal opened={entry !== null} onClose={onClose} title={entry ? t('member.calendar.moveTitle', { name: entry.name }) : ''} centered>
      {entry && (
        <Stack
          gap="sm"
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Text size="sm" c="dimmed">
            {t('member.calendar.moveFrom', { date: formatWeekdayDate(entry.date) })}
          </Text>
          <TextInput
            type="date"
            label={t('member.calendar.moveDate')}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={error ?? undefined}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('member.calendar.moveCancel')}
            </Button>
            <Button type="submit" loading={move.isPending}>
              {t('member.calendar.moveConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
