// The coach's four numbers: revenue this month and last (paid, not refunded), members with an
// active membership, and memberships ending within 7 days.
import { Alert, Card, Loader, SimpleGrid, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { usePaymentSummary } from '../api/admin-payments';
import { formatRupees } from '../lib/money';
import { paymentsTexts } from '../texts';

export function PaymentSummaryCards() {
  const summary = usePaymentSummary();
  const t = useTexts(paymentsTexts);
  if (summary.isPending) return <Loader size="sm" aria-label={t('summary.loading')} />;
  if (summary.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(summary.error, t('summary.failed'))}
      </Alert>
    );
  const data = summary.data;
  const cards = [
    { label: t('summary.revenueThisMonth'), value: formatRupees(data.revenueThisMonth) },
    { label: t('summary.revenueLastMonth'), value: formatRupees(data.revenueLastMonth) },
    { label: t('summary.activeMembers'), value: formatNumber(data.activeMembers) },
    { label: t('summary.endingIn7Days'), value: formatNumber(data.endingIn7Days) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {cards.map((card) => (
        <Card key={card.label} withBorder radius="md" padding="md" role="group" aria-label={card.label}>
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          <Text fw={700} fz="xl">
            {card.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
