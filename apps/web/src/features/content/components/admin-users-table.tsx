// The users table of the admin dashboard: name, mobile, city, role and account status, with
// buttons for the detail and progress modals (which the dashboard provides).
import { Badge, Button, Group } from '@mantine/core';
import type { AdminUser } from '@rhythmfit/contracts';
import { AdminDataTable } from './admin-data-table';

export function AdminUsersTable({ onView, onProgress }: { onView: (user: AdminUser) => void; onProgress: (user: AdminUser) => void }) {
  return (
    <AdminDataTable<AdminUser>
      title="Users"
      path="/api/admin/users"
      filterPlaceholder="Name or mobile"
      columns={[
        { header: 'Name', render: (u) => u.name },
        { header: 'Mobile', render: (u) => u.mobile },
        { header: 'City', render: (u) => u.city ?? '—' },
        { header: 'Role', render: (u) => u.role.name },
        {
          header: 'Status',
          render: (u) => (
            <Badge color={u.deleted ? 'red' : 'teal'} variant="light">
              {u.deleted ? 'Marked for Deletion' : 'Active'}
            </Badge>
          ),
        },
        {
          header: 'Actions',
          render: (u) => (
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" variant="light" onClick={() => onView(u)} aria-label={`View ${u.name}`} data-view-user={u.id}>
                View
              </Button>
              <Button size="xs" variant="default" onClick={() => onProgress(u)} aria-label={`Progress of ${u.name}`}>
                Progress
              </Button>
            </Group>
          ),
        },
      ]}
    />
  );
}
