// Account Settings > Membership and payments: the membership, then every payment of the member
// with its invoice to download.
import { Stack } from '@mantine/core';
import type { Payment } from '@rhythmfit/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { errorMessage } from '../../../lib/api-client';
import { useMyPayments } from '../api/get-my-payments';
import { formatDate, formatRupees } from '../lib/money';
import { MembershipSummary } from './membership-summary';
import { InvoiceCell } from './invoice-cell';
import { PaymentStatusBadge } from './payment-status-badge';

export const HISTORY_TEXTS = {
  empty: 'No payments yet. Plans are on the Subscriptions page.',
  failed: 'Could not load your payments.',
};

const COLUMNS: DataTableColumn<Payment>[] = [
  { id: 'date', header: 'Date', cell: (p) => formatDate(p.paidAt) || '—', sortValue: (p) => p.paidAt },
  { id: 'plan', header: 'Plan', cell: (p) => p.planName, sortValue: (p) => p.planName },
  { id: 'amount', header: 'Amount', cell: (p) => formatRupees(p.amount), sortValue: (p) => p.amount },
  { id: 'status', header: 'Status', cell: (p) => <PaymentStatusBadge status={p.status} /> },
  { id: 'invoice', header: 'Invoice', cell: (p) => <InvoiceCell paymentId={p.id} invoiceNumber={p.invoiceNumber} />, card: 'full' },
];

export function PaymentHistory() {
  const payments = useMyPayments();
  return (
    <Stack gap="md">
      <MembershipSummary headingOrder={3} />
      <DataTable
        data={payments.data ?? []}
        columns={COLUMNS}
        label="Your payments"
        loading={payments.isPending}
        loadingLabel="Loading your payments"
        error={payments.isError ? errorMessage(payments.error, HISTORY_TEXTS.failed) : undefined}
        emptyText={HISTORY_TEXTS.empty}
        minWidth={520}
      />
    </Stack>
  );
}
