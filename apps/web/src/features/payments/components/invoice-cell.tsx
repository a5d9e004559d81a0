// A payment's invoice as the member's history and the coach's payments table show it.
import { Stack, Text } from '@mantine/core';
import { useTexts } from '../../../lib/i18n';
import { paymentsTexts } from '../texts';
import { InvoiceButton } from './invoice-button';

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
  const t = useTexts(paymentsTexts);
  if (!invoiceNumber) return '—';
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">{invoiceNumber}</Text>
      <InvoiceButton paymentId={paymentId} invoiceNumber={invoiceNumber} />
      {creditNoteNumber && (
        <Text size="xs" c="dimmed">
          {t('invoice.creditNote', { number: creditNoteNumber })}
        </Text>
      )}
    </Stack>
  );
}
