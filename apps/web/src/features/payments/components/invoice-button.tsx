// "Download invoice": the PDF is fetched with the member's token (see lib/download.ts).
import { Button, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n';
import { downloadInvoice } from '../lib/download';
import { paymentsTexts } from '../texts';

export function InvoiceButton({
  paymentId,
  invoiceNumber,
  size = 'xs',
}: {
  paymentId: number;
  invoiceNumber: string | null;
  size?: 'xs' | 'sm';
}) {
  const t = useTexts(paymentsTexts);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      await downloadInvoice(paymentId, invoiceNumber);
    } catch (error) {
      setProblem(errorMessage(error, t('invoice.failed')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button
        size={size}
        variant="light"
        leftSection={<IconFileDownload size={16} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
        aria-label={invoiceNumber ? t('invoice.downloadNumber', { number: invoiceNumber }) : t('invoice.download')}
      >
        {t('invoice.download')}
      </Button>
      {problem && (
        <Text c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </>
  );
}
