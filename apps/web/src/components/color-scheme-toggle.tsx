// Light or dark: follows the system setting until the member picks one here; Mantine keeps the
// choice in localStorage ("mantine-color-scheme-value").
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTexts } from '../lib/i18n';
import { commonTexts } from '../lib/texts';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const t = useTexts(commonTexts);
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      color="gray"
      onClick={() => setColorScheme(next)}
      aria-label={next === 'dark' ? t('colorScheme.useDark') : t('colorScheme.useLight')}
      title={next === 'dark' ? t('colorScheme.useDark') : t('colorScheme.useLight')}
    >
      {computed === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}
