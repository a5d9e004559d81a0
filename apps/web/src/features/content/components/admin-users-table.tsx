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
        { id: 'name', header: 'Name', cell: (u) => u.name, card: 'title' },
        { id: 'mobile', header: 'Mobile', cell: (u) => u.mobile },
        { id: 'city', header: 'City', cell: (u) => u.city ?? '—' },
        { id: 'role', header: 'Role', cell: (u) => u.role.name },
        {
          id: 'status',
          header: 'Status',
          cell: (u) => (
            <Badge color={u.deleted ? 'red' : 'teal'} variant="light">
              {u.deleted ? 'Marked for Deletion' : 'Active'}
            </Badge>
          ),
        },
      ]}
      actions={{
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
      }}
    />
  );
}
