// Subscription plans: price × 83 in rupees with no decimals.
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COACHING_MESSAGES, formatPlanPrice } from '@rhythmfit/contracts';
import { useSubscriptions } from '../api/get-subscriptions';

export default function SubscriptionsPage() {
  const plans = useSubscriptions();
  const list = plans.data ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>Subscription Plans</Title>
      {plans.isLoading ? (
        <Text role="status">Loading...</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">{COACHING_MESSAGES.noPlans}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((plan) => (
            <Card key={plan.id} withBorder padding="lg" component="article" aria-label={plan.name}>
              <Stack gap="xs">
                <Title order={2} size="h3">
                  {plan.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {plan.description}
                </Text>
                <Text fw={700} size="xl">
                  {formatPlanPrice(plan.price)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
