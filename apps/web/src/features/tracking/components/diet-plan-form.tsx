// The diet plan form of the coach: mealType, description and planType required; protein, carbs
// and fat optional non-negative numbers. The fields check DietPlanBodySchema, the rule of
// POST/PUT /api/admin/diet-plans.
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DietPlanBodySchema, PLAN_TYPES, type DietPlan, type DietPlanBodyInput } from '@rhythmfit/contracts';
import { zodRules } from '../../../lib/form';
import { useTexts } from '../../../lib/i18n';
import { planTypeLabel, trackingTexts } from '../texts';

interface Values {
  mealType: string;
  description: string;
  planType: string | null;
  protein: string | number;
  carbs: string | number;
  fat: string | number;
}

export function DietPlanForm({
  initial,
  submitLabel,
  saving,
  onSubmit,
  onCancel,
}: {
  initial?: DietPlan;
  submitLabel: string;
  saving?: boolean;
  onSubmit: (body: DietPlanBodyInput) => Promise<boolean> | boolean;
  onCancel?: () => void;
}) {
  const t = useTexts(trackingTexts);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      mealType: initial?.mealType ?? '',
      description: initial?.description ?? '',
      planType: initial?.planType ?? null,
      protein: initial?.protein ?? '',
      carbs: initial?.carbs ?? '',
      fat: initial?.fat ?? '',
    },
    validate: zodRules(DietPlanBodySchema),
  });

  const submit = form.onSubmit(async (values) => {
    const done = await onSubmit(DietPlanBodySchema.parse(values));
    if (done && !initial) form.reset();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('dietForm.mealType')} required {...form.getInputProps('mealType')} />
          <Select
            label={t('dietForm.planType')}
            required
            data={PLAN_TYPES.map((value) => ({ value, label: planTypeLabel(value) }))}
            {...form.getInputProps('planType')}
          />
        </SimpleGrid>
        <Textarea label={t('dietForm.description')} required rows={2} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput label={t('dietForm.protein')} min={0} {...form.getInputProps('protein')} />
          <NumberInput label={t('dietForm.carbs')} min={0} {...form.getInputProps('carbs')} />
          <NumberInput label={t('dietForm.fat')} min={0} {...form.getInputProps('fat')} />
        </SimpleGrid>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('action.cancel')}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
