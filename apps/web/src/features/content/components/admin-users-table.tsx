// The users table of the admin dashboard: name, mobile, city, role and account status, with
// buttons for the detail and progress modals (which the dashboard provides).
import { Badge, Button, Group } from '@mantine/core';
import { normalizeRole, type AdminUser } from '@rhythmfit/contracts';
import { useTexts } from '../../../lib/i18n';
import { commonTexts } from '../../../lib/texts';
import { contentTexts } from '../texts';
import { AdminDataTable } from './admin-data-table';

export function AdminUsersTable({ onView, onProgress }: { onView: (user: AdminUser) => void; onProgress: (user: AdminUser) => void }) {
  const t = useTexts(contentTexts);
  const common = useTexts(commonTexts);
  return (
    <AdminDataTable<AdminUser>
      title={t('users.title')}
      path="/api/admin/users"
      filterPlaceholder={t('users.filter')}
      columns={[
        { id: 'name', header: t('users.name'), cell: (u) => <span translate="no">{u.name}</span>, card: 'title' },
        { id: 'mobile', header: t('users.mobile'), cell: (u) => u.mobile },
        { id: 'city', header: t('users.city'), cell: (u) => (u.city ? <span translate="no">{u.city}</span> : '—') },
        { id: 'role', header: t('users.role'), cell: (u) => common(`role.${normalizeRole(u.role.name)}`) },
        {
          id: 'status',
          header: t('users.status'),
          cell: (u) => (
            <Badge color={u.deleted ? 'red' : 'teal'} variant="light">
              {u.deleted ? t('users.marked') : t('users.active')}
            </Badge>
          ),
        },
      ]}
      actions={{
        render: (u) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              onClick={() => onView(u)}
              aria-label={t('users.viewAria', { name: u.name })}
              data-view-user={u.id}
            >
              {t('users.view')}
            </Button>
            <Button size="xs" variant="default" onClick={() => onProgress(u)} aria-label={t('users.progressAria', { name: u.name })}>
              {t('users.progress')}
            </Button>
          </Group>
        ),
      }}
    />
  );
}
