// What a list of payments shows while it loads, when it fails and when it is empty; the table
// itself otherwise. Shared by the member's payment history and the coach's payments table.
import { Alert, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { InvoiceButton } from './invoice-button';

export function PaymentListState({
  query,
  empty,
  loadingLabel,
  failedText,
  emptyText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  empty: boolean;
  loadingLabel: string;
  failedText: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (query.isPending) return <Loader size="sm" aria-label={loadingLabel} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error, failedText)}
      </Alert>
    );
  if (empty) return <Text c="dimmed">{emptyText}</Text>;
  return children;
}

/** A payment's invoice cell: its number with the download button (and a credit note's number), or a dash. */
export function InvoiceCell({
  paymentId,
  invoiceNumber,
  creditNoteNumber = null,
}: {
  paymentId: number;
  invoiceNumber: string | null;
  creditNoteNumber?: string | null;
}) {
  if (!invoiceNumber) return '—';
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">{invoiceNumber}</Text>
      <InvoiceButton paymentId={paymentId} invoiceNumber={invoiceNumber} />
      {creditNoteNumber && (
        <Text size="xs" c="dimmed">
          Credit note {creditNoteNumber}
        </Text>
      )}
    </Stack>
  );
}
