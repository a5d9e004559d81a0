// The coach's management of trainers and subscription plans: add, edit, delete. Exported for the
// admin dashboard to place (this feature owns no admin route for them).
import { useState } from 'react';
import { Button, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatPlanPrice, type SubscriptionPlan, type Trainer } from '@rhythmfit/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { zodRules } from '../../../lib/form';
import {
  deletePlan,
  deleteTrainer,
  savePlan,
  saveTrainer,
  useAdminPlans,
  useAdminTrainers,
  useCatalogMutation,
} from '../api/manage-catalog';
import { PlanFormSchema, TrainerFormSchema } from '../schemas';

const TRAINER_COLUMNS: DataTableColumn<Trainer>[] = [
  { id: 'name', header: 'Name', cell: (t) => t.name, sortValue: (t) => t.name, card: 'title' },
  { id: 'specialization', header: 'Specialization', cell: (t) => t.specialization, sortValue: (t) => t.specialization },
  { id: 'experience', header: 'Experience', cell: (t) => `${t.experience} years`, sortValue: (t) => t.experience },
];

const PLAN_COLUMNS: DataTableColumn<SubscriptionPlan>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortValue: (p) => p.name, card: 'title' },
  { id: 'description', header: 'Description', cell: (p) => p.description, card: 'full' },
  { id: 'price', header: 'Price', cell: (p) => `${p.price} (${formatPlanPrice(p.price)})`, sortValue: (p) => p.price },
  {
    id: 'duration',
    header: 'Duration',
    cell: (p) => (p.durationDays === 1 ? '1 day' : `${p.durationDays} days`),
    sortValue: (p) => p.durationDays,
  },
];

/** Edit and Delete of one trainer or plan, named after it for screen readers. */
function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button size="xs" variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </Group>
  );
}

const fail = (what: string) => (error: unknown) => notifyError(errorMessage(error, `Could not save the ${what}.`));

export function AdminTrainersPanel() {
  const trainers = useAdminTrainers();
  const save = useCatalogMutation(({ body, id }: { body: { name: string; specialization: string; experience: number }; id?: number }) =>
    saveTrainer(body, id),
  );
  const remove = useCatalogMutation(deleteTrainer);
  const [editing, setEditing] = useState<Trainer | null>(null);
  const [deleting, setDeleting] = useState<Trainer | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', specialization: '', experience: 0 as number | string },
    validate: zodRules(TrainerFormSchema),
  });

  const submit = form.onSubmit((values) => {
    save.mutate(
      { body: TrainerFormSchema.parse(values), id: editing?.id },
      {
        onSuccess: () => {
          notifySuccess(editing ? 'Trainer updated.' : 'Trainer added.');
          setEditing(null);
          form.reset();
        },
        onError: fail('trainer'),
      },
    );
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-trainers-title">
      <Title order={2} size="h3" id="admin-trainers-title">
        Trainers
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput label="Trainer name" required {...form.getInputProps('name')} />
          <TextInput label="Specialization" required {...form.getInputProps('specialization')} />
          <NumberInput label="Experience (years)" min={0} max={80} w={160} {...form.getInputProps('experience')} />
          <Button type="submit" loading={save.isPending}>
            {editing ? 'Update Trainer' : 'Add Trainer'}
          </Button>
        </Group>
      </form>
      <DataTable
        data={trainers.data ?? []}
        columns={TRAINER_COLUMNS}
        actions={{
          render: (t) => (
            <RowActions
              name={t.name}
              onEdit={() => {
                setEditing(t);
                form.setValues({ name: t.name, specialization: t.specialization, experience: t.experience });
              }}
              onDelete={() => setDeleting(t)}
            />
          ),
        }}
        loading={trainers.isLoading}
        loadingLabel="Loading trainers"
        loadingText="Loading..."
        emptyText="No data found"
      />
      <ConfirmModal
        opened={deleting !== null}
        question={`Delete the trainer ${deleting?.name ?? ''}? Members will no longer see them.`}
        confirmLabel="Delete trainer"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess('Trainer deleted.');
              setDeleting(null);
            },
            onError: fail('trainer'),
          })
        }
      />
    </Stack>
  );
}

export function AdminPlansPanel() {
  const plans = useAdminPlans();
  const save = useCatalogMutation(
    ({ body, id }: { body: { name: string; description: string; price: number; durationDays: number }; id?: number }) => savePlan(body, id),
  );
  const remove = useCatalogMutation(deletePlan);
  const [editing, setEditing] = useState<SubscriptionPlan | null>(null);
  const [deleting, setDeleting] = useState<SubscriptionPlan | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', description: '', price: 0 as number | string, durationDays: 30 as number | string },
    validate: zodRules(PlanFormSchema),
  });

  const submit = form.onSubmit((values) => {
    save.mutate(
      { body: PlanFormSchema.parse(values), id: editing?.id },
      {
        onSuccess: () => {
          notifySuccess(editing ? 'Plan updated.' : 'Plan added.');
          setEditing(null);
          form.reset();
        },
        onError: fail('plan'),
      },
    );
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-plans-title">
      <Title order={2} size="h3" id="admin-plans-title">
        Subscription Plans
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput label="Plan name" required {...form.getInputProps('name')} />
          <TextInput label="Description" {...form.getInputProps('description')} />
          <NumberInput label="Price" description="Shown × 83 in rupees" min={0} decimalScale={2} w={160} {...form.getInputProps('price')} />
          <NumberInput
            label="Duration (days)"
            description="1 to 730"
            min={1}
            max={730}
            allowDecimal={false}
            w={140}
            {...form.getInputProps('durationDays')}
          />
          <Button type="submit" loading={save.isPending}>
            {editing ? 'Update Plan' : 'Add Plan'}
          </Button>
        </Group>
      </form>
      <DataTable
        data={plans.data ?? []}
        columns={PLAN_COLUMNS}
        actions={{
          render: (p) => (
            <RowActions
              name={p.name}
              onEdit={() => {
                setEditing(p);
                form.setValues({ name: p.name, description: p.description, price: p.price, durationDays: p.durationDays });
              }}
              onDelete={() => setDeleting(p)}
            />
          ),
        }}
        loading={plans.isLoading}
        loadingLabel="Loading plans"
        loadingText="Loading..."
        emptyText="No data found"
      />
      <ConfirmModal
        opened={deleting !== null}
        question={`Delete the plan ${deleting?.name ?? ''}? Members will no longer see it.`}
        confirmLabel="Delete plan"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess('Plan deleted.');
              setDeleting(null);
            },
            onError: fail('plan'),
          })
        }
      />
    </Stack>
  );
}
