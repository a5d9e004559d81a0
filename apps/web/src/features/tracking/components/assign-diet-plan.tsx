// Diet assignment inside the coach's user detail (placed on /admin by the admin dashboard): the
// member's assigned plans, and a select with an Assign button.
import { Badge, Button, Group, List, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AssignDietPlanBodySchema, DIET_MESSAGES } from '@rhythmfit/contracts';
import { zodRules } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAssignDietPlan } from '../api/assign-diet-plan';
import { useDietPlans } from '../api/get-diet-plans';
import { useUserDietPlans } from '../api/get-user-diet-plans';

export function AssignDietPlan({ userId }: { userId: number }) {
  const assigned = useUserDietPlans(userId);
  const plans = useDietPlans();
  const assign = useAssignDietPlan();
  // The choice is checked with the body rule of POST /api/diet-plans/assign/{userId}.
  const form = useForm({
    mode: 'controlled',
    initialValues: { dietPlanId: null as string | null },
    validate: zodRules(AssignDietPlanBodySchema),
  });
  const choice = form.getValues().dietPlanId;

  const submit = form.onSubmit(async (values) => {
    try {
      await assign.mutateAsync({ userId, ...AssignDietPlanBodySchema.parse(values) });
      notifySuccess(DIET_MESSAGES.assigned);
      form.reset();
    } catch {
      notifyError(DIET_MESSAGES.assignFailed);
    }
  });

  const options = (plans.data ?? []).map((plan) => ({ value: String(plan.id), label: `${plan.mealType} (${plan.planType})` }));

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Assigned diet plans
      </Title>
      {assigned.isPending ? (
        <Loader size="sm" aria-label="Loading assigned diet plans" />
      ) : assigned.isError || assigned.data.length === 0 ? (
        <Text c="dimmed">No diet plans assigned yet.</Text>
      ) : (
        <List spacing={4} aria-label="Assigned diet plans">
          {assigned.data.map((plan) => (
            <List.Item key={plan.id}>
              <Group gap="xs">
                <Text>{plan.mealType}</Text>
                <Badge variant="light" size="sm">
                  {plan.planType}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group
        component="form"
        onSubmit={(event) => submit(event as unknown as React.FormEvent<HTMLFormElement>)}
        align="flex-end"
        wrap="wrap"
      >
        <Select
          label="Diet plan"
          placeholder="Choose a diet plan"
          data={options}
          {...form.getInputProps('dietPlanId')}
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" disabled={!choice} loading={assign.isPending}>
          Assign
        </Button>
      </Group>
    </Stack>
  );
}
