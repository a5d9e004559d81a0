// Diet assignment inside the coach's user detail (placed on /admin by the admin dashboard): the
// member's assigned plans, and a select with an Assign button.
import { Badge, Button, Group, List, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AssignDietPlanBodySchema } from '@rhythmfit/contracts';
import { zodRules } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAssignDietPlan } from '../api/assign-diet-plan';
import { useDietPlans } from '../api/get-diet-plans';
import { useUserDietPlans } from '../api/get-user-diet-plans';
import { useTexts } from '../../../lib/i18n';
import { planTypeLabel, trackingTexts } from '../texts';

export function AssignDietPlan({ userId }: { userId: number }) {
  const t = useTexts(trackingTexts);
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
      notifySuccess(t('assign.assigned'));
      form.reset();
    } catch {
      notifyError(t('assign.failed'));
    }
  });

  const options = (plans.data ?? []).map((plan) => ({
    value: String(plan.id),
    label: t('assign.option', { mealType: plan.mealType, planType: planTypeLabel(plan.planType) }),
  }));

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('assign.title')}
      </Title>
      {assigned.isPending ? (
        <Loader size="sm" aria-label={t('assign.loading')} />
      ) : assigned.isError || assigned.data.length === 0 ? (
        <Text c="dimmed">{t('assign.none')}</Text>
      ) : (
        <List spacing={4} aria-label={t('assign.title')}>
          {assigned.data.map((plan) => (
            <List.Item key={plan.id}>
              <Group gap="xs">
                <Text>{plan.mealType}</Text>
                <Badge variant="light" size="sm">
                  {planTypeLabel(plan.planType)}
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
          label={t('assign.plan')}
          placeholder={t('assign.choose')}
          data={options}
          {...form.getInputProps('dietPlanId')}
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" disabled={!choice} loading={assign.isPending}>
          {t('assign.assign')}
        </Button>
      </Group>
    </Stack>
  );
}
