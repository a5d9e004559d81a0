// The user detail modal: every profile field of spec section 3 with derived age and medical
// conditions, a role control for coaches (only a SUPERADMIN may grant SUPERADMIN), and a slot
// where the dashboard places the diet plan assignment and the member's 24-hour chart.
import { Badge, Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ChangeRoleBodySchema, isSuperAdminRole } from '@rhythmfit/contracts';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { zodRules } from '../../../lib/form';
import { formatDateTime } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { conditionLabel, genderLabel, goalLabel, roleLabel } from '../../../lib/profile-labels';
import { useSession } from '../../../lib/use-session';
import { useAdminUser, useChangeRole } from '../api/admin-users';
import { contentTexts } from '../texts';

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

export function UserDetailModal({
  userId,
  onClose,
  dietPlans,
  circadian,
  onClosed,
  tabs,
  detailsLabel,
}: {
  userId: number | null;
  onClose: () => void;
  dietPlans?: (userId: number) => ReactNode;
  /** The member's days on a 24-hour chart (placed by the dashboard: features do not import each other). */
  circadian?: (member: { id: number; name: string }) => ReactNode;
  /** Called when the dialog has finished closing (Mantine's onExitTransitionEnd). */
  onClosed?: () => void;
  /**
   * More tabs beside the details (the member's training, check-ins), placed by the app layer; with
   * none the dialog shows the details alone, as before. `detailsLabel` names the details tab.
   */
  tabs?: { value: string; label: string; render: (member: { id: number; name: string }) => ReactNode }[];
  detailsLabel?: string;
}) {
  const t = useTexts(contentTexts);
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
      notifySuccess(contentTexts('user.roleUpdated'));
      form.reset();
    } catch (error) {
      notifyError(errorMessage(error, contentTexts('user.roleFailed')));
    }
  });

  const details = (u: NonNullable<typeof user.data>) => (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{u.name}</Title>
        <Badge color={u.deleted ? 'red' : 'teal'} variant="light">
          {u.deleted ? t('user.marked') : t('user.active')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        <Field label={t('user.field.mobile')} value={u.mobile} />
        <Field label={t('user.field.email')} value={u.email} />
        <Field label={t('user.field.role')} value={roleLabel(u.role.name)} />
        <Field label={t('user.field.dob')} value={u.dob} />
        <Field label={t('user.field.age')} value={u.age} />
        <Field label={t('user.field.gender')} value={u.gender ? genderLabel(u.gender) : u.gender} />
        <Field label={t('user.field.height')} value={u.height} />
        <Field label={t('user.field.weight')} value={u.weight} />
        <Field label={t('user.field.bp')} value={u.bp} />
        <Field label={t('user.field.medication')} value={u.medication} />
        <Field label={t('user.field.lastCheckup')} value={u.lastCheckup} />
        <Field label={t('user.field.goal')} value={u.goal ? goalLabel(u.goal) : u.goal} />
        <Field label={t('user.field.address')} value={u.address} />
        <Field label={t('user.field.city')} value={u.city} />
        <Field label={t('user.field.state')} value={u.state} />
        <Field label={t('user.field.lastSeen')} value={u.lastSeen ? formatDateTime(u.lastSeen) : t('user.notAvailable')} />
        <Field
          label={t('user.field.medicalConditions')}
          value={u.medicalConditions.length ? u.medicalConditions.map(conditionLabel).join(', ') : t('user.noConditions')}
        />
        {u.deleted && <Field label={t('user.field.deleteReason')} value={u.deleteReason} />}
      </SimpleGrid>
      {canChangeRole && (
        <Group align="flex-end">
          <Select
            label={t('user.roleSelect')}
            data={roles.map((value) => ({ value, label: roleLabel(value) }))}
            {...form.getInputProps('role')}
            value={role ?? u.role.name}
            allowDeselect={false}
            w={180}
          />
          <Button onClick={() => saveRole()} disabled={!role || role === u.role.name} loading={changeRole.isPending}>
            {t('user.changeRole')}
          </Button>
        </Group>
      )}
      {dietPlans && (
        <Stack gap="xs">
          <Title order={4}>{t('user.dietPlans')}</Title>
          {dietPlans(u.id)}
        </Stack>
      )}
      {circadian && circadian({ id: u.id, name: u.name })}
    </Stack>
  );

  return (
    <Modal
      opened={userId !== null}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={t('user.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('user.close') }}
    >
      {user.isLoading || !u ? (
        user.isError ? (
          <Text c="red">{t('user.loadFailed')}</Text>
        ) : (
          <Loader size="sm" aria-label={t('user.loading')} />
        )
      ) : tabs?.length ? (
        <Tabs defaultValue="details" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="details">{detailsLabel}</Tabs.Tab>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="details" pt="md">
            {details(u)}
          </Tabs.Panel>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value} pt="md">
              {tab.render({ id: u.id, name: u.name })}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        details(u)
      )}
    </Modal>
  );
}
