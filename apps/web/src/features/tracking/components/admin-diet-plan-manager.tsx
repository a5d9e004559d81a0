// The coach's diet plan management (placed on /admin by the admin dashboard): list, create, edit
// and delete. Success shows an alert; failures are only logged, as the spec says.
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { DietPlan, DietPlanBodyInput } from '@rhythmfit/contracts';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useTexts } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useCreateDietPlan } from '../api/create-diet-plan';
import { useDeleteDietPlan } from '../api/delete-diet-plan';
import { useDietPlans } from '../api/get-diet-plans';
import { useUpdateDietPlan } from '../api/update-diet-plan';
import { planTypeLabel, trackingTexts } from '../texts';
import { DietPlanForm } from './diet-plan-form';

const grams = (value: number | null) => value ?? '—';

// Made when drawn: the headers are in the language on screen.
const columns = (t: typeof trackingTexts): DataTableColumn<DietPlan>[] => [
  {
    id: 'mealType',
    header: t('dietAdmin.column.mealType'),
    cell: (plan) => plan.mealType,
    sortValue: (plan) => plan.mealType,
    card: 'title',
  },
  { id: 'description', header: t('dietAdmin.column.description'), cell: (plan) => plan.description, card: 'full' },
  {
    id: 'planType',
    header: t('dietAdmin.column.planType'),
    cell: (plan) => planTypeLabel(plan.planType),
    sortValue: (plan) => planTypeLabel(plan.planType),
  },
  { id: 'protein', header: t('dietAdmin.column.protein'), cell: (plan) => grams(plan.protein), sortValue: (plan) => plan.protein },
  { id: 'carbs', header: t('dietAdmin.column.carbs'), cell: (plan) => grams(plan.carbs), sortValue: (plan) => plan.carbs },
  { id: 'fat', header: t('dietAdmin.column.fat'), cell: (plan) => grams(plan.fat), sortValue: (plan) => plan.fat },
];

export function AdminDietPlanManager() {
  const plans = useDietPlans();
  const create = useCreateDietPlan();
  const update = useUpdateDietPlan();
  const remove = useDeleteDietPlan();
  const t = useTexts(trackingTexts);
  const [editing, setEditing] = useState<DietPlan | null>(null);
  const [deleting, setDeleting] = useState<DietPlan | null>(null);

  async function add(body: DietPlanBodyInput) {
    try {
      await create.mutateAsync(body);
      notifySuccess(t('dietAdmin.created'));
      return true;
    } catch (error) {
      console.error('Adding the diet plan failed', error);
      return false;
    }
  }

  async function save(body: DietPlanBodyInput) {
    if (!editing) return false;
    try {
      await update.mutateAsync({ id: editing.id, body });
      notifySuccess(t('dietAdmin.updated'));
      setEditing(null);
      return true;
    } catch (error) {
      console.error('Updating the diet plan failed', error);
      return false;
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('dietAdmin.deleted'));
    } catch (error) {
      console.error('Deleting the diet plan failed', error);
    }
    setDeleting(null);
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="diet-plan-manager-title">
      <Title order={2} id="diet-plan-manager-title">
        {t('dietAdmin.title')}
      </Title>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          {t('dietAdmin.addTitle')}
        </Title>
        <DietPlanForm submitLabel={t('dietAdmin.add')} saving={create.isPending} onSubmit={add} />
      </Card>
      <DataTable
        data={plans.data ?? []}
        columns={columns(t)}
        actions={{
          render: (plan) => (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                onClick={() => setEditing(plan)}
                aria-label={t('dietAdmin.aria.edit', { mealType: plan.mealType })}
              >
                {t('dietAdmin.edit')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => setDeleting(plan)}
                aria-label={t('dietAdmin.aria.delete', { mealType: plan.mealType })}
              >
                {t('dietAdmin.delete')}
              </Button>
            </Group>
          ),
        }}
        loading={plans.isPending}
        loadingLabel={t('dietAdmin.loadingLabel')}
        error={plans.isError ? t('dietAdmin.loadFailed') : undefined}
        emptyText={t('dietAdmin.empty')}
        minWidth={640}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('dietAdmin.editTitle')}>
        {editing && (
          <DietPlanForm
            key={editing.id}
            initial={editing}
            submitLabel={t('dietAdmin.save')}
            saving={update.isPending}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('dietAdmin.deleteTitle')}>
        <Stack>
          <Text>{t('dietAdmin.confirmDelete', { mealType: deleting?.mealType ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('dietAdmin.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              {t('dietAdmin.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
