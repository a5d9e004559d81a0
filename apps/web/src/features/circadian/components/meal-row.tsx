// One meal: its window (start:00 - end:00) and Mark, enabled only while the device clock is inside
// the window; a logged meal is a green button with a check mark and its time.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { MEAL_LABELS, formatMealWindow, isInstantInMealWindow, type Meal } from '@rhythmfit/contracts';
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
  const label = MEAL_LABELS[meal];
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
          <LoggedButton label={`${label} logged at ${time ?? ''}`}>{time}</LoggedButton>
        ) : (
          <Button
            aria-label={`Mark ${label}`}
            disabled={!open}
            loading={busy}
            onClick={() => open && onMark()}
            title={open ? undefined : `You can mark ${label.toLowerCase()} between ${formatMealWindow(meal)}`}
          >
            Mark
          </Button>
        )}
      </Group>
    </Paper>
  );
}
