// The coach's payments: filters (status, dates, member name or mobile), the table with each
// payment's member, plan, amount, how it was paid and its invoice, a CSV of everything matching,
// and Refund behind a confirmation. A payment whose amount or currency did not match is flagged.
import { Alert, Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { PAYMENT_STATUSES, type AdminPayment, type PaymentStatus } from '@rhythmfit/contracts';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { PAGE_SIZE, downloadPaymentsCsv, useAdminPayments, useRefundPayment, type PaymentFilters } from '../api/admin-payments';
import { formatDate, formatRupees } from '../lib/money';
import { InvoiceCell } from './invoice-cell';
import { PaymentStatusBadge } from './payment-status-badge';
import { METHOD_LABELS } from './record-payment-modal';

const STATUS_LABELS: Record<PaymentStatus, string> = { created: 'Pending', paid: 'Paid', failed: 'Failed', refunded: 'Refunded' };

export const TABLE_TEXTS = {
  empty: 'No payments found.',
  failed: 'Could not load the payments.',
  refund: 'Refund',
  refunded: 'Payment refunded.',
  reason: 'Reason (optional)',
  csv: 'Download CSV',
  mismatch: 'Needs checking',
  mismatchTitle: (n: number) => (n === 1 ? '1 payment here needs checking' : `${n} payments here need checking`),
  mismatchHint:
    'These online payments were not accepted (the reason is on each row, such as an amount or currency that does not match the plan), so they gave no membership. Check them in the Razorpay Dashboard, then refund there or record the payment by hand.',
};

function paidBy(payment: AdminPayment): string {
  if (payment.provider === 'offline') return payment.method ? METHOD_LABELS[payment.method] : 'Offline';
  return payment.provider === 'razorpay' ? 'Razorpay' : 'Test payment';
}

const COLUMNS: DataTableColumn<AdminPayment>[] = [
  { id: 'date', header: 'Date', cell: (payment) => formatDate(payment.paidAt ?? payment.createdAt) },
  {
    id: 'member',
    header: 'Member',
    cell: (payment) => (
      <>
        <Text size="sm">{payment.memberName ?? 'Erased member'}</Text>
        {payment.memberMobile && (
          <Text size="xs" c="dimmed">
            {payment.memberMobile}
          </Text>
        )}
      </>
    ),
  },
  { id: 'plan', header: 'Plan', cell: (payment) => payment.planName },
  { id: 'amount', header: 'Amount', cell: (payment) => formatRupees(payment.amount) },
  {
    id: 'paidBy',
    header: 'Paid by',
    cell: (payment) => (
      <>
        <Text size="sm">{paidBy(payment)}</Text>
        {payment.reference && (
          <Text size="xs" c="dimmed">
            {payment.reference}
          </Text>
        )}
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (payment) => (
      <Stack gap={4} align="flex-start">
        <PaymentStatusBadge status={payment.status} />
        {payment.problem && (
          <>
            <Badge color="red" variant="filled">
              {TABLE_TEXTS.mismatch}
            </Badge>
            <Text size="xs" c="red.8">
              {payment.problem}
            </Text>
          </>
        )}
        {payment.refundReason && (
          <Text size="xs" c="dimmed">
            {payment.refundReason}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'invoice',
    header: 'Invoice',
    card: 'full',
    cell: (payment) => (
      <InvoiceCell paymentId={payment.id} invoiceNumber={payment.invoiceNumber} creditNoteNumber={payment.creditNoteNumber} />
    ),
  },
];

export function AdminPaymentsTable() {
  const [filters, setFilters] = useState<PaymentFilters>({ status: '', from: '', to: '', q: '' });
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const applied = { ...filters, q };
  const list = useAdminPayments(applied, page);
  const refund = useRefundPayment();
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const [reason, setReason] = useState('');
  const [csvBusy, setCsvBusy] = useState(false);

  const rows = list.data?.items ?? [];
  const flagged = rows.filter((payment) => payment.problem).length;
  const change = (next: Partial<PaymentFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  async function csv() {
    setCsvBusy(true);
    try {
      await downloadPaymentsCsv(applied);
    } catch (error) {
      notifyError(errorMessage(error, 'Could not download the CSV.'));
    } finally {
      setCsvBusy(false);
    }
  }

  function confirmRefund() {
    if (!refunding) return;
    refund.mutate(
      { id: refunding.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          notifySuccess(TABLE_TEXTS.refunded);
          setRefunding(null);
          setReason('');
        },
        onError: (error) => notifyError(errorMessage(error, 'Could not refund the payment.')),
      },
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="payments-table-title">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3" id="payments-table-title">
          All payments
        </Title>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} loading={csvBusy} onClick={() => void csv()}>
          {TABLE_TEXTS.csv}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label="Status"
          placeholder="All"
          clearable
          data={PAYMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          value={filters.status || null}
          onChange={(value) => change({ status: (value ?? '') as PaymentStatus | '' })}
        />
        <TextInput label="From" type="date" value={filters.from} onChange={(e) => change({ from: e.currentTarget.value })} />
        <TextInput label="To" type="date" value={filters.to} onChange={(e) => change({ to: e.currentTarget.value })} />
        <TextInput
          label="Member name or mobile"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
      </SimpleGrid>
      {flagged > 0 && (
        <Alert color="red" title={TABLE_TEXTS.mismatchTitle(flagged)}>
          {TABLE_TEXTS.mismatchHint}
        </Alert>
      )}
      <DataTable
        data={rows}
        columns={COLUMNS}
        label="Payments"
        rowLabel={(payment) => `Payment ${payment.id}`}
        actions={{
          render: (payment) =>
            payment.status === 'paid' && (
              <Button
                size="xs"
                color="red"
                variant="outline"
                onClick={() => setRefunding(payment)}
                aria-label={`Refund payment ${payment.id} of ${payment.memberName ?? 'an erased member'}`}
              >
                {TABLE_TEXTS.refund}
              </Button>
            ),
        }}
        loading={list.isPending}
        loadingLabel="Loading payments"
        error={list.isError ? errorMessage(list.error, TABLE_TEXTS.failed) : undefined}
        emptyText={TABLE_TEXTS.empty}
        paging={{ pageSize: PAGE_SIZE, page, total: list.data?.total ?? 0, onPageChange: setPage }}
        paginationLabel="Payment pages"
        minWidth={880}
      />
      <ConfirmModal
        opened={refunding !== null}
        question={
          refunding
            ? `Refund ${formatRupees(refunding.amount)} to ${refunding.memberName ?? 'this member'} for ${refunding.planName}? ` +
              'Their membership loses this period' +
              (refunding.provider === 'razorpay' ? ' and the money goes back through Razorpay.' : '; pay the money back yourself.')
            : ''
        }
        confirmLabel="Refund payment"
        busy={refund.isPending}
        onConfirm={confirmRefund}
        onCancel={() => {
          setRefunding(null);
          setReason('');
        }}
      >
        <Textarea
          label={TABLE_TEXTS.reason}
          maxLength={500}
          rows={2}
          mb="md"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      </ConfirmModal>
    </Stack>
  );
}
