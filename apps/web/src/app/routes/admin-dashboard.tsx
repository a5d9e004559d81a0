// The admin dashboard (/admin) composes pieces owned by several features (the app layer may;
// features never import each other): count tiles, users with their detail and progress modals,
// diet plans, progress, coaches (and trainer management), sessions, subscription plans, workouts
// and account deletion requests.
import { Divider, Loader, Modal, Stack, Tabs, Title } from '@mantine/core';
import type { AdminUser, ProgressEntry, Trainer } from '@rhythmfit/contracts';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPlansPanel, AdminTrainersPanel } from '../../features/coaching/components/admin-catalog-panels';
import { AdminSessionsTable } from '../../features/coaching/components/admin-sessions-table';
import { AdminDataTable } from '../../features/content/components/admin-data-table';
import { AdminStatTiles } from '../../features/content/components/admin-stat-tiles';
import { AdminUsersTable } from '../../features/content/components/admin-users-table';
import { DeletionRequestsTable } from '../../features/content/components/deletion-requests-table';
import { UserDetailModal } from '../../features/content/components/user-detail-modal';
import { WorkoutsPanel } from '../../features/content/components/workouts-panel';
import { AdminDietPlanManager } from '../../features/tracking/components/admin-diet-plan-manager';
import { AssignDietPlan } from '../../features/tracking/components/assign-diet-plan';

// The chart library is loaded when a progress chart is opened, not with the dashboard (load time).
const UserProgressChart = lazy(() => import('../../features/tracking/components/user-progress-chart').then((m) => ({ default: m.UserProgressChart })));

export default function AdminDashboardRoute() {
  const [params, setParams] = useSearchParams();
  const fromSearch = Number(params.get('user'));
  const [detailId, setDetailId] = useState<number | null>(Number.isInteger(fromSearch) && fromSearch > 0 ? fromSearch : null);
  const [progressUser, setProgressUser] = useState<AdminUser | null>(null);

  function closeDetail() {
    setDetailId(null);
    if (params.has('user')) {
      params.delete('user');
      setParams(params, { replace: true });
    }
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Admin Dashboard</Title>
      <AdminStatTiles />
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          <Tabs.Tab value="users">Users</Tabs.Tab>
          <Tabs.Tab value="diets">Diet Plans</Tabs.Tab>
          <Tabs.Tab value="progress">Progress</Tabs.Tab>
          <Tabs.Tab value="coaches">Coaches</Tabs.Tab>
          <Tabs.Tab value="sessions">Sessions</Tabs.Tab>
          <Tabs.Tab value="plans">Subscription Plans</Tabs.Tab>
          <Tabs.Tab value="workouts">Workouts</Tabs.Tab>
          <Tabs.Tab value="deletion">Deletion Requests</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <AdminUsersTable onView={(u) => setDetailId(u.id)} onProgress={setProgressUser} />
        </Tabs.Panel>
        <Tabs.Panel value="diets" pt="md">
          <AdminDietPlanManager />
        </Tabs.Panel>
        <Tabs.Panel value="progress" pt="md">
          <AdminDataTable<ProgressEntry>
            title="Progress"
            path="/api/admin/progress"
            filterPlaceholder="User name"
            columns={[
              { header: 'User', render: (p) => p.userName },
              { header: 'Date', render: (p) => p.date },
              { header: 'Weight (kg)', render: (p) => p.weight },
              { header: 'Calories', render: (p) => p.calories ?? '—' },
            ]}
          />
        </Tabs.Panel>
        <Tabs.Panel value="coaches" pt="md">
          <AdminDataTable<Trainer>
            title="Coaches"
            path="/api/admin/trainers"
            filterPlaceholder="Name or specialization"
            columns={[
              { header: 'Name', render: (t) => t.name },
              { header: 'Specialization', render: (t) => t.specialization },
              { header: 'Experience (years)', render: (t) => t.experience },
            ]}
          />
          <Divider my="lg" />
          <AdminTrainersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="plans" pt="md">
          <AdminPlansPanel />
        </Tabs.Panel>
        <Tabs.Panel value="sessions" pt="md">
          <AdminSessionsTable />
        </Tabs.Panel>
        <Tabs.Panel value="workouts" pt="md">
          <WorkoutsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="deletion" pt="md">
          <DeletionRequestsTable />
        </Tabs.Panel>
      </Tabs>
      <UserDetailModal userId={detailId} onClose={closeDetail} dietPlans={(id) => <AssignDietPlan userId={id} />} />
      <Modal opened={progressUser !== null} onClose={() => setProgressUser(null)} title={progressUser ? `Progress of ${progressUser.name}` : 'Progress'} size="lg">
        {progressUser && (
          <Suspense fallback={<Loader aria-label="Loading" />}>
            <UserProgressChart userId={progressUser.id} />
          </Suspense>
        )}
      </Modal>
    </Stack>
  );
}
