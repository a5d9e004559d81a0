// One meal: its window (start:00 - end:00) and Mark, enabled only while the device clock is inside
// the window; a logged meal is a green button with a check mark and its time.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMealWindow, isInstantInMealWindow, type Meal } from '@rhythmfit/contracts';
import { useTexts } from '../../../lib/i18n';
import { circadianTexts } from '../texts';
import { LoggedButton } from './logged-button';

interface MealRowProps {
  meal: Meal;
  logged: boolean;
  time: string | null;
  now: Date;
  busy: boolean;
  onMark: () => void;
}

export function MealRow({ meal, logged, time, now, busy, onMark }: MealRowProps) {
  const t = useTexts(circadianTexts);
  const label = t(`meal.${meal}`);
  const open = isInstantInMealWindow(meal, now);
  return (
    <Paper withBorder p="sm" style={logged ? { borderColor: 'var(--mantine-color-green-7)', borderLeftWidth: 4 } : undefined}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0}>
          <Text fw={600}>{label}</Text>
          <Text size="sm" c="dimmed">
            {formatMealWindow(meal)}
          </Text>
        </Stack>
        {logged ? (
          <LoggedButton label={t('meal.loggedAt', { meal: label, time: time ?? '' })}>{time}</LoggedButton>
        ) : (
          <Button
            aria-label={t('meal.markLabel', { meal: label })}
            disabled={!open}
            loading={busy}
            onClick={() => open && onMark()}
            title={open ? undefined : t('meal.onlyBetween', { meal, window: formatMealWindow(meal) })}
          >
            {t('meal.markAction')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
