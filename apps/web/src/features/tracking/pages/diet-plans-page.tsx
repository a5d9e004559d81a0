// My Recommended Diet Plans (/diet-plans, labelled Recommendation).
import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DIET_MESSAGES } from '@rhythmfit/contracts';
import { useMyDietPlans } from '../api/get-my-diet-plans';
import { DietPlanCard } from '../components/diet-plan-card';

export default function DietPlansPage() {
  const plans = useMyDietPlans();
  return (
    <Stack gap="lg">
      <Title order={1}>My Recommended Diet Plans</Title>
      {plans.isPending ? (
        <Loader aria-label="Loading diet plans" />
      ) : plans.isError ? (
        <Text c="red.8">Your diet plans could not be loaded. Please try again.</Text>
      ) : plans.data.length === 0 ? (
        <Text c="dimmed">{DIET_MESSAGES.empty}</Text>
      ) : (
        <>
          <Text fw={500}>
            {plans.data.length} {plans.data.length === 1 ? 'meal' : 'meals'}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {plans.data.map((plan) => (
              <DietPlanCard key={plan.id} plan={plan} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
