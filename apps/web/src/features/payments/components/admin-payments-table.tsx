// The coach's payments: filters (status, dates, member name or mobile), the table with each
// payment's member, plan, amount, how it was paid and its invoice, a CSV of everything matching,
// and Refund behind a confirmation. A payment whose amount or currency did not match is flagged.
import { Alert, Badge, Button, Group, Pagination, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { PAYMENT_STATUSES, type AdminPayment, type PaymentStatus } from '@rhythmfit/contracts';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { PAGE_SIZE, downloadPaymentsCsv, useAdminPayments, useRefundPayment, type PaymentFilters } from '../api/admin-payments';
import { formatDate, formatRupees } from '../lib/money';
import { InvoiceCell, PaymentListState } from './payment-list-state';
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
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
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
      <PaymentListState
        query={list}
        empty={rows.length === 0}
        loadingLabel="Loading payments"
        failedText={TABLE_TEXTS.failed}
        emptyText={TABLE_TEXTS.empty}
      >
        <Table.ScrollContainer minWidth={880}>
          <Table striped highlightOnHover aria-label="Payments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Member</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Paid by</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((payment) => (
                <Table.Tr key={payment.id} aria-label={`Payment ${payment.id}`}>
                  <Table.Td>{formatDate(payment.paidAt ?? payment.createdAt)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{payment.memberName ?? 'Erased member'}</Text>
                    {payment.memberMobile && (
                      <Text size="xs" c="dimmed">
                        {payment.memberMobile}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{payment.planName}</Table.Td>
                  <Table.Td>{formatRupees(payment.amount)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{paidBy(payment)}</Text>
                    {payment.reference && (
                      <Text size="xs" c="dimmed">
                        {payment.reference}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>
                    <InvoiceCell paymentId={payment.id} invoiceNumber={payment.invoiceNumber} creditNoteNumber={payment.creditNoteNumber} />
                  </Table.Td>
                  <Table.Td>
                    {payment.status === 'paid' && (
                      <Button
                        size="xs"
                        color="red"
                        variant="outline"
                        onClick={() => setRefunding(payment)}
                        aria-label={`Refund payment ${payment.id} of ${payment.memberName ?? 'an erased member'}`}
                      >
                        {TABLE_TEXTS.refund}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </PaymentListState>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Payment pages" />}
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
