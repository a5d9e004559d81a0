// A labelled figure (label, value, optional hint) of the circadian insights: framed in the
// insights panel's grid, bare in the dashboard's eating-window card (the card is the frame).
import { Paper, Stack, Text } from '@mantine/core';

export function Figure({ label, value, hint, framed = false }: { label: string; value: string; hint?: string; framed?: boolean }) {
  const content = (
    <>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </>
  );
  return framed ? (
    <Paper withBorder p="sm">
      {content}
    </Paper>
  ) : (
    <Stack gap={0}>{content}</Stack>
  );
}
