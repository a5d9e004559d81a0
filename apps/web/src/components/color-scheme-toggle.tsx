// Light or dark: follows the system setting until the member picks one here; Mantine keeps the
// choice in localStorage ("mantine-color-scheme-value").
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      color="gray"
      onClick={() => setColorScheme(next)}
      aria-label={next === 'dark' ? 'Use dark colours' : 'Use light colours'}
      title={next === 'dark' ? 'Use dark colours' : 'Use light colours'}
    >
      {computed === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}
