// Account Settings > Membership and payments: the membership, then every payment of the member
// with its invoice to download.
import { Alert, Loader, Stack, Table, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useMyPayments } from '../api/get-my-payments';
import { formatDate, formatRupees } from '../lib/money';
import { InvoiceButton } from './invoice-button';
import { MembershipSummary } from './membership-summary';
import { PaymentStatusBadge } from './payment-status-badge';

export const HISTORY_TEXTS = {
  empty: 'No payments yet. Plans are on the Subscriptions page.',
  failed: 'Could not load your payments.',
};

export function PaymentHistory() {
  const payments = useMyPayments();
  const rows = payments.data ?? [];
  return (
    <Stack gap="md">
      <MembershipSummary headingOrder={3} />
      {payments.isPending ? (
        <Loader size="sm" aria-label="Loading your payments" />
      ) : payments.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(payments.error, HISTORY_TEXTS.failed)}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{HISTORY_TEXTS.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label="Your payments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Invoice</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{formatDate(payment.paidAt) || '—'}</Table.Td>
                  <Table.Td>{payment.planName}</Table.Td>
                  <Table.Td>{formatRupees(payment.amount)}</Table.Td>
                  <Table.Td>
                    <PaymentStatusBadge status={payment.status} />
                  </Table.Td>
                  <Table.Td>
                    {payment.invoiceNumber ? (
                      <Stack gap={4} align="flex-start">
                        <Text size="sm">{payment.invoiceNumber}</Text>
                        <InvoiceButton paymentId={payment.id} invoiceNumber={payment.invoiceNumber} />
                      </Stack>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
