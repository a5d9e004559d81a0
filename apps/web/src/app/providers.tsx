import type { ReactNode } from 'react';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The dates and charts styles come with the lazy chunks that use those packages (sleep-row,
// the chart components): the first screen's render-blocking CSS is then the core's alone.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme';

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
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-center" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
