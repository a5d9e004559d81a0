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
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { PAGE_SIZE, downloadPaymentsCsv, useAdminPayments, useRefundPayment, type PaymentFilters } from '../api/admin-payments';
import { formatDate, formatRupees } from '../lib/money';
import { InvoiceCell } from './invoice-cell';
import { PaymentStatusBadge } from './payment-status-badge';
import { methodLabel } from './record-payment-modal';
import { paymentsTexts } from '../texts';

function paidBy(payment: AdminPayment, t: typeof paymentsTexts): string {
  if (payment.provider === 'offline') return payment.method ? methodLabel(payment.method) : t('table.offline');
  return payment.provider === 'razorpay' ? 'Razorpay' : t('table.testPayment');
}

// Made when drawn: the headers are in the language on screen.
const columns = (t: typeof paymentsTexts): DataTableColumn<AdminPayment>[] => [
  { id: 'date', header: t('column.date'), cell: (payment) => formatDate(payment.paidAt ?? payment.createdAt) },
  {
    id: 'member',
    header: t('column.member'),
    cell: (payment) => (
      <>
        {payment.memberName ? (
          <Text size="sm" translate="no">
            {payment.memberName}
          </Text>
        ) : (
          <Text size="sm">{t('table.erasedMember')}</Text>
        )}
        {payment.memberMobile && (
          <Text size="xs" c="dimmed">
            {payment.memberMobile}
          </Text>
        )}
      </>
    ),
  },
  // The member's and the plan's names are data (translate="no").
  { id: 'plan', header: t('column.plan'), cell: (payment) => <span translate="no">{payment.planName}</span> },
  { id: 'amount', header: t('column.amount'), cell: (payment) => formatRupees(payment.amount) },
  {
    id: 'paidBy',
    header: t('column.paidBy'),
    cell: (payment) => (
      <>
        <Text size="sm">{paidBy(payment, t)}</Text>
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
    header: t('column.status'),
    cell: (payment) => (
      <Stack gap={4} align="flex-start">
        <PaymentStatusBadge status={payment.status} />
        {payment.problem && (
          <>
            <Badge color="red" variant="filled">
              {t('table.mismatch')}
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
    header: t('column.invoice'),
    card: 'full',
    cell: (payment) => (
      <InvoiceCell paymentId={payment.id} invoiceNumber={payment.invoiceNumber} creditNoteNumber={payment.creditNoteNumber} />
    ),
  },
];

export function AdminPaymentsTable() {
  const t = useTexts(paymentsTexts);
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
      notifyError(errorMessage(error, t('table.csvFailed')));
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
          notifySuccess(t('table.refunded'));
          setRefunding(null);
          setReason('');
        },
        onError: (error) => notifyError(errorMessage(error, t('table.refundFailed'))),
      },
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="payments-table-title">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3" id="payments-table-title">
          {t('table.title')}
        </Title>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} loading={csvBusy} onClick={() => void csv()}>
          {t('table.csv')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label={t('table.filter.status')}
          placeholder={t('table.filter.all')}
          clearable
          data={PAYMENT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={filters.status || null}
          onChange={(value) => change({ status: (value ?? '') as PaymentStatus | '' })}
        />
        <TextInput
          label={t('table.filter.from')}
          type="date"
          value={filters.from}
          onChange={(e) => change({ from: e.currentTarget.value })}
        />
        <TextInput label={t('table.filter.to')} type="date" value={filters.to} onChange={(e) => change({ to: e.currentTarget.value })} />
        <TextInput
          label={t('table.filter.member')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
      </SimpleGrid>
      {flagged > 0 && (
        <Alert color="red" title={t('table.mismatchTitle', { count: flagged })}>
          {t('table.mismatchHint')}
        </Alert>
      )}
      <DataTable
        data={rows}
        columns={columns(t)}
        label={t('table.label')}
        rowLabel={(payment) => t('table.row', { id: payment.id })}
        actions={{
          render: (payment) =>
            payment.status === 'paid' && (
              <Button
                size="xs"
                color="red"
                variant="outline"
                onClick={() => setRefunding(payment)}
                aria-label={t('table.refundAria', { id: payment.id, member: payment.memberName ?? t('table.anErasedMember') })}
              >
                {t('table.refund')}
              </Button>
            ),
        }}
        loading={list.isPending}
        loadingLabel={t('table.loading')}
        error={list.isError ? errorMessage(list.error, t('table.failed')) : undefined}
        emptyText={t('table.empty')}
        paging={{ pageSize: PAGE_SIZE, page, total: list.data?.total ?? 0, onPageChange: setPage }}
        paginationLabel={t('table.pages')}
        minWidth={880}
      />
      <ConfirmModal
        opened={refunding !== null}
        question={
          refunding
            ? t(refunding.provider === 'razorpay' ? 'table.refundQuestionRazorpay' : 'table.refundQuestionOffline', {
                amount: formatRupees(refunding.amount),
                member: refunding.memberName ?? t('table.thisMember'),
                plan: refunding.planName,
              })
            : ''
        }
        confirmLabel={t('table.confirmRefund')}
        busy={refund.isPending}
        onConfirm={confirmRefund}
        onCancel={() => {
          setRefunding(null);
          setReason('');
        }}
      >
        <Textarea
          label={t('table.reason')}
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
