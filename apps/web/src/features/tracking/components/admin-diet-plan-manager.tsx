// The coach's diet plan management (placed on /admin by the admin dashboard): list, create, edit
// and delete. Success shows an alert; failures are only logged, as the spec says.
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { DIET_MESSAGES, type DietPlan, type DietPlanBodyInput } from '@rhythmfit/contracts';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { notifySuccess } from '../../../lib/notify';
import { useCreateDietPlan } from '../api/create-diet-plan';
import { useDeleteDietPlan } from '../api/delete-diet-plan';
import { useDietPlans } from '../api/get-diet-plans';
import { useUpdateDietPlan } from '../api/update-diet-plan';
import { DietPlanForm } from './diet-plan-form';

const grams = (value: number | null) => value ?? '—';

const COLUMNS: DataTableColumn<DietPlan>[] = [
  { id: 'mealType', header: 'Meal type', cell: (plan) => plan.mealType, sortValue: (plan) => plan.mealType, card: 'title' },
  { id: 'description', header: 'Description', cell: (plan) => plan.description, card: 'full' },
  { id: 'planType', header: 'Plan type', cell: (plan) => plan.planType, sortValue: (plan) => plan.planType },
  { id: 'protein', header: 'Protein', cell: (plan) => grams(plan.protein), sortValue: (plan) => plan.protein },
  { id: 'carbs', header: 'Carbs', cell: (plan) => grams(plan.carbs), sortValue: (plan) => plan.carbs },
  { id: 'fat', header: 'Fat', cell: (plan) => grams(plan.fat), sortValue: (plan) => plan.fat },
];

export function AdminDietPlanManager() {
  const plans = useDietPlans();
  const create = useCreateDietPlan();
  const update = useUpdateDietPlan();
  const remove = useDeleteDietPlan();
  const [editing, setEditing] = useState<DietPlan | null>(null);
  const [deleting, setDeleting] = useState<DietPlan | null>(null);

  async function add(body: DietPlanBodyInput) {
    try {
      await create.mutateAsync(body);
      notifySuccess(DIET_MESSAGES.created);
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
      notifySuccess(DIET_MESSAGES.updated);
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
      notifySuccess(DIET_MESSAGES.deleted);
    } catch (error) {
      console.error('Deleting the diet plan failed', error);
    }
    setDeleting(null);
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="diet-plan-manager-title">
      <Title order={2} id="diet-plan-manager-title">
        Diet plans
      </Title>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          Add Diet Plan
        </Title>
        <DietPlanForm submitLabel="Add Diet Plan" saving={create.isPending} onSubmit={add} />
      </Card>
      <DataTable
        data={plans.data ?? []}
        columns={COLUMNS}
        actions={{
          render: (plan) => (
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" variant="light" onClick={() => setEditing(plan)} aria-label={`Edit ${plan.mealType}`}>
                Edit
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => setDeleting(plan)} aria-label={`Delete ${plan.mealType}`}>
                Delete
              </Button>
            </Group>
          ),
        }}
        loading={plans.isPending}
        loadingLabel="Loading diet plans"
        error={plans.isError ? 'Diet plans could not be loaded.' : undefined}
        emptyText="No data found"
        minWidth={640}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit Diet Plan">
        {editing && (
          <DietPlanForm
            key={editing.id}
            initial={editing}
            submitLabel="Save Changes"
            saving={update.isPending}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete Diet Plan">
        <Stack>
          <Text>Delete the diet plan {deleting?.mealType}? It will also be removed from every member it was assigned to.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
