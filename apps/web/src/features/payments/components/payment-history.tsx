// Account Settings > Membership and payments: the membership, then every payment of the member
// with its invoice to download.
import { Stack } from '@mantine/core';
import type { Payment } from '@rhythmfit/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { errorMessage } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n';
import { useMyPayments } from '../api/get-my-payments';
import { formatDate, formatRupees } from '../lib/money';
import { paymentsTexts } from '../texts';
import { MembershipSummary } from './membership-summary';
import { InvoiceCell } from './invoice-cell';
import { PaymentStatusBadge } from './payment-status-badge';

/** Read when drawn, in the language on screen. */
export const HISTORY_TEXTS = {
  get empty() {
    return paymentsTexts('history.empty');
  },
  get failed() {
    return paymentsTexts('history.failed');
  },
};

// Made when drawn: the headers are in the language on screen.
const columns = (t: typeof paymentsTexts): DataTableColumn<Payment>[] => [
  { id: 'date', header: t('column.date'), cell: (p) => formatDate(p.paidAt) || '—', sortValue: (p) => p.paidAt },
  { id: 'plan', header: t('column.plan'), cell: (p) => <span translate="no">{p.planName}</span>, sortValue: (p) => p.planName },
  { id: 'amount', header: t('column.amount'), cell: (p) => formatRupees(p.amount), sortValue: (p) => p.amount },
  { id: 'status', header: t('column.status'), cell: (p) => <PaymentStatusBadge status={p.status} /> },
  {
    id: 'invoice',
    header: t('column.invoice'),
    cell: (p) => <InvoiceCell paymentId={p.id} invoiceNumber={p.invoiceNumber} />,
    card: 'full',
  },
];

export function PaymentHistory() {
  const payments = useMyPayments();
  const t = useTexts(paymentsTexts);
  return (
    <Stack gap="md">
      <MembershipSummary headingOrder={3} />
      <DataTable
        data={payments.data ?? []}
        columns={columns(t)}
        label={t('history.label')}
        loading={payments.isPending}
        loadingLabel={t('history.loading')}
        error={payments.isError ? errorMessage(payments.error, t('history.failed')) : undefined}
        emptyText={t('history.empty')}
        minWidth={520}
      />
    </Stack>
  );
}
