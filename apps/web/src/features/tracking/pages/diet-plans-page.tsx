// My Recommended Diet Plans (/diet-plans, labelled Recommendation).
import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMyDietPlans } from '../api/get-my-diet-plans';
import { DietPlanCard } from '../components/diet-plan-card';
import { useTexts } from '../../../lib/i18n';
import { trackingTexts } from '../texts';

export default function DietPlansPage() {
  const t = useTexts(trackingTexts);
  const plans = useMyDietPlans();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('diet.title')}</Title>
      {plans.isPending ? (
        <Loader aria-label={t('diet.loading')} />
      ) : plans.isError ? (
        <Text c="red.8">{t('diet.failed')}</Text>
      ) : plans.data.length === 0 ? (
        <Text c="dimmed">{t('diet.empty')}</Text>
      ) : (
        <>
          <Text fw={500}>{t('diet.meals', { count: plans.data.length })}</Text>
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
