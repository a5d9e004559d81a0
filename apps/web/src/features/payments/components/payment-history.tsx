// Account Settings > Membership and payments: the membership, then every payment of the member
// with its invoice to download.
import { Stack, Table } from '@mantine/core';
import { useMyPayments } from '../api/get-my-payments';
import { formatDate, formatRupees } from '../lib/money';
import { MembershipSummary } from './membership-summary';
import { InvoiceCell, PaymentListState } from './payment-list-state';
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
      <PaymentListState
        query={payments}
        empty={rows.length === 0}
        loadingLabel="Loading your payments"
        failedText={HISTORY_TEXTS.failed}
        emptyText={HISTORY_TEXTS.empty}
      >
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
                    <InvoiceCell paymentId={payment.id} invoiceNumber={payment.invoiceNumber} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </PaymentListState>
    </Stack>
  );
}
