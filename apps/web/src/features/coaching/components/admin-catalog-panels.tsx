// The coach's management of trainers and subscription plans: add, edit, delete. Exported for the
// admin dashboard to place (this feature owns no admin route for them).
import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatPlanPrice, type SubscriptionPlan, type Trainer } from '@rhythmfit/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
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
      {(trainers.data ?? []).length === 0 ? (
        <Text c="dimmed">{trainers.isLoading ? 'Loading...' : 'No data found'}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Specialization</Table.Th>
                <Table.Th>Experience</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trainers.data!.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.name}</Table.Td>
                  <Table.Td>{t.specialization}</Table.Td>
                  <Table.Td>{t.experience} years</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Edit ${t.name}`}
                        onClick={() => {
                          setEditing(t);
                          form.setValues({ name: t.name, specialization: t.specialization, experience: t.experience });
                        }}
                      >
                        Edit
                      </Button>
                      <Button size="xs" variant="subtle" color="red" aria-label={`Delete ${t.name}`} onClick={() => setDeleting(t)}>
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
      {(plans.data ?? []).length === 0 ? (
        <Text c="dimmed">{plans.isLoading ? 'Loading...' : 'No data found'}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.data!.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td>{p.description}</Table.Td>
                  <Table.Td>
                    {p.price} ({formatPlanPrice(p.price)})
                  </Table.Td>
                  <Table.Td>{p.durationDays === 1 ? '1 day' : `${p.durationDays} days`}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Edit ${p.name}`}
                        onClick={() => {
                          setEditing(p);
                          form.setValues({ name: p.name, description: p.description, price: p.price, durationDays: p.durationDays });
                        }}
                      >
                        Edit
                      </Button>
                      <Button size="xs" variant="subtle" color="red" aria-label={`Delete ${p.name}`} onClick={() => setDeleting(p)}>
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
