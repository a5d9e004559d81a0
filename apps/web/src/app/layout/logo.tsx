import { Group, Text } from '@mantine/core';

export function Logo() {
  return (
    <Group gap={6} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b7285" />
        <path d="M10 36h10l5-12 8 22 6-16 4 6h11" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <Text fw={800} size="lg" visibleFrom="xs">
        RhythmFit
      </Text>
    </Group>
  );
}
