// /subscriptions: the member's membership above the plans; each plan with its price (the
// spec's display: price x 83, rupee sign, no decimals), its duration and Buy (Renew while a
// membership is active). Paying goes through Razorpay Checkout, or the test provider on a
// server without Razorpay keys.
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPlanPrice } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n';
import { useMembership } from '../api/get-membership';
import { usePlans } from '../api/get-plans';
import { MembershipSummary } from '../components/membership-summary';
import { DevPaymentModal, PurchaseOutcome } from '../components/purchase-dialogs';
import { usePurchase } from '../components/use-purchase';
import { formatDuration } from '../lib/money';
import { usePaymentEvents } from '../api/use-payment-events';
import { paymentsTexts } from '../texts';

export default function SubscriptionsPage() {
  const plans = usePlans();
  const t = useTexts(paymentsTexts);
  const membership = useMembership();
  const purchase = usePurchase();
  usePaymentEvents();
  const list = plans.data ?? [];
  const active = membership.data?.status === 'active';
  const step = purchase.step;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('plans.title')}</Title>
      <MembershipSummary />
      <PurchaseOutcome step={step} onRetry={purchase.retry} onDismiss={purchase.dismiss} />
      {plans.isLoading ? (
        <Text role="status">{t('loading')}</Text>
      ) : plans.isError ? (
        <Text c="red.8" role="alert">
          {errorMessage(plans.error, t('plans.failed'))}
        </Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('plans.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((plan) => {
            const thisOne = 'plan' in step && step.plan.id === plan.id;
            return (
              // Named by its heading: a plan's name and description are the coach's (data, translate="no").
              <Card key={plan.id} withBorder padding="lg" component="article" aria-labelledby={`plan-${plan.id}-name`}>
                <Stack gap="xs" h="100%">
                  <Title order={2} size="h3" id={`plan-${plan.id}-name`} translate="no">
                    {plan.name}
                  </Title>
                  <Text size="sm" c="dimmed" translate="no">
                    {plan.description}
                  </Text>
                  <Group justify="space-between" align="baseline" mt="auto">
                    <Text fw={700} size="xl">
                      {formatPlanPrice(plan.price)}
                    </Text>
                    {plan.durationDays ? <Text size="sm">{formatDuration(plan.durationDays)}</Text> : null}
                  </Group>
                  <Button
                    onClick={() => purchase.buy(plan)}
                    loading={thisOne && purchase.busy}
                    disabled={purchase.busy || membership.isPending}
                  >
                    {active ? t('plans.renew') : t('plans.buy')}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      <DevPaymentModal step={step} onConfirm={purchase.confirmDev} onCancel={purchase.dismiss} />
    </Stack>
  );
}
