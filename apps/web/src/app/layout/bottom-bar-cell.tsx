// The bottom bar's cells: equal widths, the icon over a label that may wrap (always whole), and
// the More button (also the placeholder while the More menu's chunk loads).
import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTexts } from '../../lib/i18n';
import { commonTexts } from '../../lib/texts';

export const BAR_CELL_STYLE = {
  borderRadius: 8,
  flex: '1 1 0',
  minWidth: 0,
  textAlign: 'center',
  padding: '6px 2px',
} as const;

export function BarLabel({ children, active }: { children: string; active: boolean }) {
  return (
    <Text size="xs" fw={active ? 700 : 500} lh={1.15} style={{ whiteSpace: 'normal', overflowWrap: 'normal', textWrap: 'balance' }}>
      {children}
    </Text>
  );
}

/** "More": highlighted while the current screen is one of its entries. */
export const MoreButton = forwardRef<HTMLButtonElement, { active: boolean } & ComponentPropsWithoutRef<'button'>>(function MoreButton(
  { active, style, ...props },
  ref,
) {
  const t = useTexts(commonTexts);
  return (
    <UnstyledButton
      ref={ref}
      {...props}
      style={{ ...BAR_CELL_STYLE, background: active ? 'var(--mantine-color-teal-light)' : undefined, ...(style as object) }}
    >
      <Box mx="auto" w={22} h={22}>
        <IconDots size={22} stroke={1.7} aria-hidden />
      </Box>
      <BarLabel active={active}>{t('menu.more')}</BarLabel>
    </UnstyledButton>
  );
});
