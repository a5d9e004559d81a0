// The diet plan form of the coach: mealType, description and planType required; protein, carbs
// and fat optional non-negative numbers.
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { PLAN_TYPES, type DietPlan, type DietPlanBodyInput } from '@rhythmfit/contracts';
import { useState, type FormEvent } from 'react';

interface Errors {
  mealType?: string;
  description?: string;
  planType?: string;
}

export function DietPlanForm({ initial, submitLabel, saving, onSubmit, onCancel }: {
  initial?: DietPlan;
  submitLabel: string;
  saving?: boolean;
  onSubmit: (body: DietPlanBodyInput) => Promise<boolean> | boolean;
  onCancel?: () => void;
}) {
  const [mealType, setMealType] = useState(initial?.mealType ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [planType, setPlanType] = useState<string | null>(initial?.planType ?? null);
  const [protein, setProtein] = useState<string | number>(initial?.protein ?? '');
  const [carbs, setCarbs] = useState<string | number>(initial?.carbs ?? '');
  const [fat, setFat] = useState<string | number>(initial?.fat ?? '');
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!mealType.trim()) next.mealType = 'Meal type is required';
    if (!description.trim()) next.description = 'Description is required';
    if (!planType) next.planType = 'Plan type is required';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const num = (value: string | number) => (value === '' ? null : Number(value));
    const done = await onSubmit({ mealType: mealType.trim(), description: description.trim(), planType: planType as DietPlanBodyInput['planType'], protein: num(protein), carbs: num(carbs), fat: num(fat) });
    if (done && !initial) {
      setMealType('');
      setDescription('');
      setPlanType(null);
      setProtein('');
      setCarbs('');
      setFat('');
    }
  }

  return (
    <form onSubmit={submit} noValidate>
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Meal type" required value={mealType} onChange={(e) => setMealType(e.currentTarget.value)} error={errors.mealType} />
        <Select label="Plan type" required data={[...PLAN_TYPES]} value={planType} onChange={setPlanType} error={errors.planType} />
      </SimpleGrid>
      <Textarea label="Description" required rows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={errors.description} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <NumberInput label="Protein (g)" min={0} value={protein} onChange={setProtein} />
        <NumberInput label="Carbs (g)" min={0} value={carbs} onChange={setCarbs} />
        <NumberInput label="Fat (g)" min={0} value={fat} onChange={setFat} />
      </SimpleGrid>
      <Group justify="flex-end">
        {onCancel && <Button variant="default" onClick={onCancel}>Cancel</Button>}
        <Button type="submit" loading={saving}>{submitLabel}</Button>
      </Group>
    </Stack>
    </form>
  );
}
