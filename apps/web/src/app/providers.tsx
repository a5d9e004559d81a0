import type { ReactNode } from 'react';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './devanagari.css';
// The dates and charts styles come with the lazy chunks that use those packages (sleep-row,
// the chart components): the first screen's render-blocking CSS is then the core's alone.
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../lib/i18n';
import { commonTexts } from '../lib/texts';
import { cssVariablesResolver, theme } from './theme';

/** The theme's default labels (close buttons, the password toggle) in the language on screen. */
function useLocalizedTheme() {
  const language = useLanguage();
  return useMemo(
    () =>
      language === 'en'
        ? theme
        : mergeThemeOverrides(theme, {
            components: {
              Modal: { defaultProps: { closeButtonProps: { 'aria-label': commonTexts('action.close') } } },
              Notification: { defaultProps: { closeButtonProps: { 'aria-label': commonTexts('aria.closeNotification') } } },
              PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': commonTexts('aria.showPassword') } } },
            },
          }),
    [language],
  );
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: without a connection the request still goes out once, so the service worker
      // can answer it from its cache of earlier GET /api answers (issue 7).
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000, networkMode: 'offlineFirst' },
      // A write without a connection fails at once with the network message instead of silently
      // waiting; the writes that may wait use useQueuedMutation (lib/use-offline-queue).
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const localizedTheme = useLocalizedTheme();
  return (
    <MantineProvider theme={localizedTheme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-center" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
