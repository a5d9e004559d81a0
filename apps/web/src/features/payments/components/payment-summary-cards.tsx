// The coach's four numbers: revenue this month and last (paid, not refunded), members with an
// active membership, and memberships ending within 7 days.
import { Alert, Card, Loader, SimpleGrid, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { usePaymentSummary } from '../api/admin-payments';
import { formatRupees } from '../lib/money';

export const SUMMARY_LABELS = {
  revenueThisMonth: 'Revenue this month',
  revenueLastMonth: 'Revenue last month',
  activeMembers: 'Active members',
  endingIn7Days: 'Memberships ending in 7 days',
} as const;

export function PaymentSummaryCards() {
  const summary = usePaymentSummary();
  if (summary.isPending) return <Loader size="sm" aria-label="Loading the summary" />;
  if (summary.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(summary.error, 'Could not load the summary.')}
      </Alert>
    );
  const data = summary.data;
  const cards = [
    { label: SUMMARY_LABELS.revenueThisMonth, value: formatRupees(data.revenueThisMonth) },
    { label: SUMMARY_LABELS.revenueLastMonth, value: formatRupees(data.revenueLastMonth) },
    { label: SUMMARY_LABELS.activeMembers, value: String(data.activeMembers) },
    { label: SUMMARY_LABELS.endingIn7Days, value: String(data.endingIn7Days) },
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
