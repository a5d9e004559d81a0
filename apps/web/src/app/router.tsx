import { Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { Route, Routes } from 'react-router';
import { useTexts } from '../lib/i18n';
import { commonTexts } from '../lib/texts';
import { FallbackRedirect, RouteGuard } from './guards';
import { AppLayout } from './layout/app-layout';
import { appRoutes } from './routes';

export function PageLoader() {
  const t = useTexts(commonTexts);
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

export function AppRouter() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {appRoutes.map(({ path, access, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteGuard access={access}>
                <Suspense fallback={<PageLoader />}>
                  <Page />
                </Suspense>
              </RouteGuard>
            }
          />
        ))}
        <Route path="*" element={<FallbackRedirect />} />
      </Route>
    </Routes>
  );
}
