// The member dashboard's "Today": what the member does today, first on the screen (on a 390 px
// phone it is the first thing under the page title). It takes one card per thing to do, today's
// eating window now and the next features' cards ("Today's workout", "Check-in due") beside it, one
// per row on a phone and side by side where they fit (one alone spans the row). Each card is its
// own section with a level-3 title (this section's title is the level-2 "Today").
import { Box, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import en from '../locales/en/common.json';
import { useTexts } from '../lib/i18n';
import { commonTexts } from '../lib/texts';

/** The section's English title (the tests look for it). */
export const TODAY_TITLE = en['today.title'];

export function TodaySection({ children }: { children: ReactNode }) {
  const t = useTexts(commonTexts);
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-today-title">
      <Title order={2} id="dashboard-today-title">
        {t('today.title')}
      </Title>
      {/* As many columns of at least 20rem as fit: one card spans the row, two or three share it. */}
      <Box
        style={{
          display: 'grid',
          gap: 'var(--mantine-spacing-md)',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
        }}
      >
        {children}
      </Box>
    </Stack>
  );
}
