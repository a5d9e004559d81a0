// A disabled button that keeps its green fill and a check mark: the "logged" state of a meal or
// of sleep. Mantine greys disabled buttons, so the fill is set inline (its :where() rules yield).
import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const LOGGED_STYLE = { backgroundColor: 'var(--mantine-color-green-8)', color: 'var(--mantine-color-white)', cursor: 'default' } as const;

export function LoggedButton({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Button disabled aria-label={label} leftSection={<IconCheck size={16} aria-hidden />} style={LOGGED_STYLE}>
      {children}
    </Button>
  );
}
