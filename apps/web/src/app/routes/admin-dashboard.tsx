// The admin dashboard (/admin) composes pieces owned by several features (the app layer may;
// features never import each other): count tiles, users with their detail and progress modals,
// diet plans, progress, coaches (and trainer management), sessions, subscription plans, workouts
// and account deletion requests; first of all, who needs attention.
import { Center, Divider, Loader, Modal, Stack, Tabs, Title } from '@mantine/core';
import type { AdminUser, ProgressEntry, Trainer } from '@rhythmfit/contracts';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Deferred } from '../../components/deferred';
import { AdminDataTable } from '../../features/content/components/admin-data-table';
import { AdminStatTiles } from '../../features/content/components/admin-stat-tiles';
import { AdminUsersTable } from '../../features/content/components/admin-users-table';
import { formatDate } from '../../lib/format';
import { useTexts } from '../../lib/i18n';
import { commonTexts } from '../../lib/texts';
import { appTexts } from '../texts';

// What the first screen does not show loads when it is opened: the chart library with a progress
// chart, and each tab other than Users (with the forms' validation schemas) with its tab. The
// dashboard's first load on a phone then carries the tiles and the users table only (Lighthouse,
// issue 7). Needs attention, the first section, is its own chunk as well, so its code and its
// render are not part of the first paint (total blocking time on /admin, issue 15).
const NeedsAttention = lazy(() =>
  import('../../features/attention/components/needs-attention').then((m) => ({ default: m.NeedsAttention })),
);
// The user details dialog (its role form brings zod, the forms library and Select) loads when a
// member is first opened (./admin-user-detail): evaluating that code while the dashboard loaded was
// one more long task after the first paint (total blocking time on /admin, issue 24).
const AdminUserDetail = lazy(() => import('./admin-user-detail'));
const UserProgressChart = lazy(() =>
  import('../../features/tracking/components/user-progress-chart').then((m) => ({ default: m.UserProgressChart })),
);
const AdminDietPlanManager = lazy(() =>
  import('../../features/tracking/components/admin-diet-plan-manager').then((m) => ({ default: m.AdminDietPlanManager })),
);
const AdminTrainersPanel = lazy(() =>
  import('../../features/coaching/components/admin-catalog-panels').then((m) => ({ default: m.AdminTrainersPanel })),
);
const AdminPlansPanel = lazy(() =>
  import('../../features/coaching/components/admin-catalog-panels').then((m) => ({ default: m.AdminPlansPanel })),
);
const AdminSessionsTable = lazy(() =>
  import('../../features/coaching/components/admin-sessions-table').then((m) => ({ default: m.AdminSessionsTable })),
);
const WorkoutsPanel = lazy(() => import('../../features/content/components/workouts-panel').then((m) => ({ default: m.WorkoutsPanel })));
const DeletionRequestsTable = lazy(() =>
  import('../../features/content/components/deletion-requests-table').then((m) => ({ default: m.DeletionRequestsTable })),
);

function Loading({ children, label }: { children: ReactNode; label?: string }) {
  const t = useTexts(commonTexts);
  return (
    <Suspense
      fallback={
        <Center py="lg">
          <Loader aria-label={label ?? t('loading')} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

export default function AdminDashboardRoute() {
  const t = useTexts(appTexts);
  const common = useTexts(commonTexts);
  const [params, setParams] = useSearchParams();
  const fromSearch = Number(params.get('user'));
  const [detailId, setDetailId] = useState<number | null>(Number.isInteger(fromSearch) && fromSearch > 0 ? fromSearch : null);
  const [progressUser, setProgressUser] = useState<AdminUser | null>(null);
  // Mounted from the first time a member is opened and kept, so the dialog's closing transition
  // (and the focus it gives back on onClosed) runs as before.
  const [detailMounted, setDetailMounted] = useState(detailId !== null);
  if (detailId !== null && !detailMounted) setDetailMounted(true);
  // A link to /admin?user=ID (Needs attention, the inbox) opens that member's detail.
  useEffect(() => {
    if (Number.isInteger(fromSearch) && fromSearch > 0) setDetailId(fromSearch);
  }, [fromSearch]);

  // Mantine returns the focus to the element that opened the dialog, but only when it saw the
  // dialog open: the first time, the dialog's chunk mounts already open, so it never noted the
  // opener. And when the users table was redrawn while the dialog was open (a refetch after a live
  // event), the opener is gone. Either way the focus would fall to the page's body with the
  // dialog's last element, and a keyboard user would start again from the top: the View button of
  // the same member takes it instead. Called when the exit transition ends, while the dialog's
  // content may still be in the page for a moment.
  function returnFocusToViewButton(userId: number | null) {
    if (userId === null) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || active.closest('[role="dialog"]') !== null;
    if (!lost) return;
    document.querySelector<HTMLElement>(`[data-view-user="${userId}"]`)?.focus({ preventScroll: true });
  }
  const openedFromViewButton = useRef<number | null>(null);

  function closeDetail() {
    setDetailId(null);
    if (params.has('user')) {
      params.delete('user');
      setParams(params, { replace: true });
    }
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('admin.title')}</Title>
      <Loading label={t('admin.loadingAttention')}>
        <NeedsAttention />
      </Loading>
      <AdminStatTiles />
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          <Tabs.Tab value="users">{t('admin.tab.users')}</Tabs.Tab>
          <Tabs.Tab value="diets">{t('admin.tab.diets')}</Tabs.Tab>
          <Tabs.Tab value="progress">{t('admin.tab.progress')}</Tabs.Tab>
          <Tabs.Tab value="coaches">{t('admin.tab.coaches')}</Tabs.Tab>
          <Tabs.Tab value="sessions">{t('admin.tab.sessions')}</Tabs.Tab>
          <Tabs.Tab value="plans">{t('admin.tab.plans')}</Tabs.Tab>
          <Tabs.Tab value="workouts">{t('admin.tab.workouts')}</Tabs.Tab>
          <Tabs.Tab value="deletion">{t('admin.tab.deletion')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          {/* The users table (many rows of inputs and menus) mounts right after the first paint. */}
          <Deferred minHeight={400}>
            <AdminUsersTable
              onView={(u) => {
                openedFromViewButton.current = u.id;
                setDetailId(u.id);
              }}
              onProgress={setProgressUser}
            />
          </Deferred>
        </Tabs.Panel>
        <Tabs.Panel value="diets" pt="md">
          <Loading>
            <AdminDietPlanManager />
          </Loading>
        </Tabs.Panel>
        <Tabs.Panel value="progress" pt="md">
          <AdminDataTable<ProgressEntry>
            title={t('admin.progress.title')}
            path="/api/admin/progress"
            filterPlaceholder={t('admin.progress.filter')}
            columns={[
              { id: 'user', header: t('admin.progress.user'), cell: (p) => <span translate="no">{p.userName}</span> },
              { id: 'date', header: t('admin.progress.date'), cell: (p) => formatDate(p.date) },
              { id: 'weight', header: t('admin.progress.weight'), cell: (p) => p.weight },
              { id: 'calories', header: t('admin.progress.calories'), cell: (p) => p.calories ?? '—' },
            ]}
          />
        </Tabs.Panel>
        <Tabs.Panel value="coaches" pt="md">
          <AdminDataTable<Trainer>
            title={t('admin.coaches.title')}
            path="/api/admin/trainers"
            filterPlaceholder={t('admin.coaches.filter')}
            columns={[
              { id: 'name', header: t('admin.coaches.name'), cell: (c) => <span translate="no">{c.name}</span> },
              {
                id: 'specialization',
                header: t('admin.coaches.specialization'),
                cell: (c) => <span translate="no">{c.specialization}</span>,
              },
              { id: 'experience', header: t('admin.coaches.experience'), cell: (c) => c.experience },
            ]}
          />
          <Divider my="lg" />
          <Loading>
            <AdminTrainersPanel />
          </Loading>
        </Tabs.Panel>
        <Tabs.Panel value="plans" pt="md">
          <Loading>
            <AdminPlansPanel />
          </Loading>
        </Tabs.Panel>
        <Tabs.Panel value="sessions" pt="md">
          <Loading>
            <AdminSessionsTable />
          </Loading>
        </Tabs.Panel>
        <Tabs.Panel value="workouts" pt="md">
          <Loading>
            <WorkoutsPanel />
          </Loading>
        </Tabs.Panel>
        <Tabs.Panel value="deletion" pt="md">
          <Loading>
            <DeletionRequestsTable />
          </Loading>
        </Tabs.Panel>
      </Tabs>
      {detailMounted && (
        <Suspense fallback={null}>
          <AdminUserDetail userId={detailId} onClose={closeDetail} onClosed={() => returnFocusToViewButton(openedFromViewButton.current)} />
        </Suspense>
      )}
      <Modal
        opened={progressUser !== null}
        onClose={() => setProgressUser(null)}
        title={progressUser ? t('admin.progressOf', { name: progressUser.name }) : t('admin.progress.title')}
        size="lg"
      >
        {progressUser && (
          <Suspense fallback={<Loader aria-label={common('loading')} />}>
            <UserProgressChart userId={progressUser.id} />
          </Suspense>
        )}
      </Modal>
    </Stack>
  );
}
