// One diet plan as a card: meal type, description, plan type and the protein and fat bars
// (capped at 100), with the grams written out.
import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { macroBarValue, type DietPlan } from '@rhythmfit/contracts';
import { useTexts } from '../../../lib/i18n';
import { planTypeLabel, trackingTexts } from '../texts';

function MacroBar({ label, value, color }: { label: string; value: number | null; color: string }) {
  const t = useTexts(trackingTexts);
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed">
          {value === null ? '—' : t('diet.grams', { grams: String(value) })}
        </Text>
      </Group>
      <Progress value={macroBarValue(value)} color={color} aria-label={t('diet.bar', { label, grams: String(value ?? 0) })} />
    </div>
  );
}

export function DietPlanCard({ plan }: { plan: DietPlan }) {
  const t = useTexts(trackingTexts);
  return (
    <Card withBorder component="article" aria-label={plan.mealType}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            {plan.mealType}
          </Title>
          <Badge variant="light">{planTypeLabel(plan.planType)}</Badge>
        </Group>
        <Text>{plan.description}</Text>
        <MacroBar label={t('diet.protein')} value={plan.protein} color="teal" />
        <MacroBar label={t('diet.fat')} value={plan.fat} color="orange" />
      </Stack>
    </Card>
  );
}
