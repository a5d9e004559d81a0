// One diet plan as a card: meal type, description, plan type and the protein and fat bars
// (capped at 100), with the grams written out.
import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { macroBarValue, type DietPlan } from '@rhythmfit/contracts';

function MacroBar({ label, value, color }: { label: string; value: number | null; color: string }) {
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed">
          {value === null ? '—' : `${value} g`}
        </Text>
      </Group>
      <Progress value={macroBarValue(value)} color={color} aria-label={`${label} ${value ?? 0} g`} />
    </div>
  );
}

export function DietPlanCard({ plan }: { plan: DietPlan }) {
  return (
    <Card withBorder component="article" aria-label={plan.mealType}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            {plan.mealType}
          </Title>
          <Badge variant="light">{plan.planType}</Badge>
        </Group>
        <Text>{plan.description}</Text>
        <MacroBar label="Protein" value={plan.protein} color="teal" />
        <MacroBar label="Fat" value={plan.fat} color="orange" />
      </Stack>
    </Card>
  );
}
