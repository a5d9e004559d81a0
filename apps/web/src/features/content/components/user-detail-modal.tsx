// The user detail modal: every profile field of spec section 3 with derived age and medical
// conditions, a role control for coaches (only a SUPERADMIN may grant SUPERADMIN), and a slot
// where the dashboard places the diet plan assignment and the member's 24-hour chart.
import { Badge, Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ChangeRoleBodySchema, isSuperAdminRole } from '@rhythmfit/contracts';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { zodRules } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useAdminUser, useChangeRole } from '../api/admin-users';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </div>
  );
}

/** The details alone, or the details and the extra tab (kept unmounted until chosen). */
function DetailTabs({
  extraTab,
  member,
  children,
}: {
  extraTab?: { label: string; render: (member: { id: number; name: string }) => ReactNode };
  member: { id: number; name: string };
  children: ReactNode;
}) {
  if (!extraTab) return <>{children}</>;
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="details">Details</Tabs.Tab>
        <Tabs.Tab value="extra">{extraTab.label}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">{children}</Tabs.Panel>
      <Tabs.Panel value="extra">{extraTab.render(member)}</Tabs.Panel>
    </Tabs>
  );
}

export function UserDetailModal({
  userId,
  onClose,
  dietPlans,
  circadian,
  extraTab,
  onClosed,
}: {
  userId: number | null;
  onClose: () => void;
  dietPlans?: (userId: number) => ReactNode;
  /** The member's days on a 24-hour chart (placed by the dashboard: features do not import each other). */
  circadian?: (member: { id: number; name: string }) => ReactNode;
  /** A tab beside the details (the member's check-ins), placed by the app layer; its label is the caller's. */
  extraTab?: { label: string; render: (member: { id: number; name: string }) => ReactNode };
  /** Called when the dialog has finished closing (Mantine's onExitTransitionEnd). */
  onClosed?: () => void;
}) {
  const user = useAdminUser(userId);
  const session = useSession();
  const changeRole = useChangeRole();
  // The role as PUT /api/admin/users/{id}/role checks it (ChangeRoleBodySchema); null until changed.
  const form = useForm({ mode: 'controlled', initialValues: { role: null as string | null }, validate: zodRules(ChangeRoleBodySchema) });
  const role = form.getValues().role;
  const superadmin = isSuperAdminRole(session.role);
  const roles = superadmin ? ['USER', 'ADMIN', 'SUPERADMIN'] : ['USER', 'ADMIN'];
  const u = user.data;
  const canChangeRole = u && u.id !== session.userId && (superadmin || u.role.name !== 'SUPERADMIN');

  const saveRole = form.onSubmit(async (values) => {
    if (!u) return;
    try {
      await changeRole.mutateAsync({ id: u.id, ...ChangeRoleBodySchema.parse(values) });
      notifySuccess('Role updated');
      form.reset();
    } catch (error) {
      notifyError(errorMessage(error, 'Failed to change role'));
    }
  });

  return (
    <Modal
      opened={userId !== null}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title="User details"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {user.isLoading || !u ? (
        user.isError ? (
          <Text c="red">Could not load this user.</Text>
        ) : (
          <Loader size="sm" aria-label="Loading user" />
        )
      ) : (
        <DetailTabs extraTab={extraTab} member={{ id: u.id, name: u.name }}>
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={3}>{u.name}</Title>
              <Badge color={u.deleted ? 'red' : 'teal'} variant="light">
                {u.deleted ? 'Marked for Deletion' : 'Active'}
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
              <Field label="Mobile" value={u.mobile} />
              <Field label="Email" value={u.email} />
              <Field label="Role" value={u.role.name} />
              <Field label="Date of birth" value={u.dob} />
              <Field label="Age" value={u.age} />
              <Field label="Gender" value={u.gender} />
              <Field label="Height (cm)" value={u.height} />
              <Field label="Weight (kg)" value={u.weight} />
              <Field label="Blood pressure" value={u.bp} />
              <Field label="Medication" value={u.medication} />
              <Field label="Last checkup" value={u.lastCheckup} />
              <Field label="Goal" value={u.goal} />
              <Field label="Address" value={u.address} />
              <Field label="City" value={u.city} />
              <Field label="State" value={u.state} />
              <Field label="Last seen" value={u.lastSeen ? new Date(u.lastSeen).toLocaleString() : 'N/A'} />
              <Field label="Medical conditions" value={u.medicalConditions.length ? u.medicalConditions.join(', ') : 'None'} />
              {u.deleted && <Field label="Deletion reason" value={u.deleteReason} />}
            </SimpleGrid>
            {canChangeRole && (
              <Group align="flex-end">
                <Select
                  label="Role"
                  data={roles}
                  {...form.getInputProps('role')}
                  value={role ?? u.role.name}
                  allowDeselect={false}
                  w={180}
                />
                <Button onClick={() => saveRole()} disabled={!role || role === u.role.name} loading={changeRole.isPending}>
                  Change role
                </Button>
              </Group>
            )}
            {dietPlans && (
              <Stack gap="xs">
                <Title order={4}>Diet plans</Title>
                {dietPlans(u.id)}
              </Stack>
            )}
            {circadian && circadian({ id: u.id, name: u.name })}
          </Stack>
        </DetailTabs>
      )}
    </Modal>
  );
}
