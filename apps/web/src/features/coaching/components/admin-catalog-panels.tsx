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
import { useTexts } from '../../../lib/i18n';
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
import { coachingTexts } from '../texts';

// Made when drawn: the headers and cells are in the language on screen. What the coach typed (names,
// specializations, plan descriptions) is data, marked translate="no".
const trainerColumns = (t: typeof coachingTexts): DataTableColumn<Trainer>[] => [
  {
    id: 'name',
    header: t('catalog.column.name'),
    cell: (r) => <span translate="no">{r.name}</span>,
    sortValue: (r) => r.name,
    card: 'title',
  },
  {
    id: 'specialization',
    header: t('catalog.column.specialization'),
    cell: (r) => <span translate="no">{r.specialization}</span>,
    sortValue: (r) => r.specialization,
  },
  {
    id: 'experience',
    header: t('catalog.column.experience'),
    cell: (r) => t('catalog.experienceYears', { years: r.experience }),
    sortValue: (r) => r.experience,
  },
];

const planColumns = (t: typeof coachingTexts): DataTableColumn<SubscriptionPlan>[] => [
  {
    id: 'name',
    header: t('catalog.column.name'),
    cell: (p) => <span translate="no">{p.name}</span>,
    sortValue: (p) => p.name,
    card: 'title',
  },
  { id: 'description', header: t('catalog.column.description'), cell: (p) => <span translate="no">{p.description}</span>, card: 'full' },
  {
    id: 'price',
    header: t('catalog.column.price'),
    // The price as the coach typed it, then what members pay in rupees.
    cell: (p) => t('catalog.price', { price: String(p.price), rupees: formatPlanPrice(p.price) }),
    sortValue: (p) => p.price,
  },
  {
    id: 'duration',
    header: t('catalog.column.duration'),
    cell: (p) => t('catalog.durationDays', { days: p.durationDays }),
    sortValue: (p) => p.durationDays,
  },
];

/** Edit and Delete of one trainer or plan, named after it for screen readers. */
function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const t = useTexts(coachingTexts);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" aria-label={t('catalog.aria.edit', { name })} onClick={onEdit}>
        {t('action.edit')}
      </Button>
      <Button size="xs" variant="subtle" color="red" aria-label={t('catalog.aria.delete', { name })} onClick={onDelete}>
        {t('action.delete')}
      </Button>
    </Group>
  );
}

const fail = (fallback: 'trainer.saveFailed' | 'plan.saveFailed') => (error: unknown) =>
  notifyError(errorMessage(error, coachingTexts(fallback)));

export function AdminTrainersPanel() {
  const trainers = useAdminTrainers();
  const save = useCatalogMutation(({ body, id }: { body: { name: string; specialization: string; experience: number }; id?: number }) =>
    saveTrainer(body, id),
  );
  const remove = useCatalogMutation(deleteTrainer);
  const t = useTexts(coachingTexts);
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
          notifySuccess(t(editing ? 'trainer.updated' : 'trainer.added'));
          setEditing(null);
          form.reset();
        },
        onError: fail('trainer.saveFailed'),
      },
    );
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-trainers-title">
      <Title order={2} size="h3" id="admin-trainers-title">
        {t('trainer.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput label={t('trainer.field.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('trainer.field.specialization')} required {...form.getInputProps('specialization')} />
          <NumberInput label={t('trainer.field.experience')} min={0} max={80} w={160} {...form.getInputProps('experience')} />
          <Button type="submit" loading={save.isPending}>
            {t(editing ? 'trainer.update' : 'trainer.add')}
          </Button>
        </Group>
      </form>
      <DataTable
        data={trainers.data ?? []}
        columns={trainerColumns(t)}
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
        loadingLabel={t('trainer.loadingLabel')}
        loadingText={t('loading')}
        emptyText={t('catalog.empty')}
      />
      <ConfirmModal
        opened={deleting !== null}
        question={t('trainer.confirmDelete', { name: deleting?.name ?? '' })}
        confirmLabel={t('trainer.confirmLabel')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('trainer.deleted'));
              setDeleting(null);
            },
            onError: fail('trainer.saveFailed'),
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
  const t = useTexts(coachingTexts);
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
          notifySuccess(t(editing ? 'plan.updated' : 'plan.added'));
          setEditing(null);
          form.reset();
        },
        onError: fail('plan.saveFailed'),
      },
    );
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-plans-title">
      <Title order={2} size="h3" id="admin-plans-title">
        {t('plan.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput label={t('plan.field.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('plan.field.description')} {...form.getInputProps('description')} />
          <NumberInput
            label={t('plan.field.price')}
            description={t('plan.field.priceHint')}
            min={0}
            decimalScale={2}
            w={160}
            {...form.getInputProps('price')}
          />
          <NumberInput
            label={t('plan.field.duration')}
            description={t('plan.field.durationHint', { min: 1, max: 730 })}
            min={1}
            max={730}
            allowDecimal={false}
            w={140}
            {...form.getInputProps('durationDays')}
          />
          <Button type="submit" loading={save.isPending}>
            {t(editing ? 'plan.update' : 'plan.add')}
          </Button>
        </Group>
      </form>
      <DataTable
        data={plans.data ?? []}
        columns={planColumns(t)}
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
        loadingLabel={t('plan.loadingLabel')}
        loadingText={t('loading')}
        emptyText={t('catalog.empty')}
      />
      <ConfirmModal
        opened={deleting !== null}
        question={t('plan.confirmDelete', { name: deleting?.name ?? '' })}
        confirmLabel={t('plan.confirmLabel')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('plan.deleted'));
              setDeleting(null);
            },
            onError: fail('plan.saveFailed'),
          })
        }
      />
    </Stack>
  );
}
