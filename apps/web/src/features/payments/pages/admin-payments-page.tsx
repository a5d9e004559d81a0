// /admin/payments: the coach's money view (issue 23): summary cards, every payment with filters
// and a CSV, "Record a payment" for money taken outside the app, and refunds.
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminPaymentsTable } from '../components/admin-payments-table';
import { PaymentSummaryCards } from '../components/payment-summary-cards';
import { RecordPaymentModal } from '../components/record-payment-modal';
import { useTexts } from '../../../lib/i18n';
import { paymentsTexts } from '../texts';
import { usePaymentEvents } from '../api/use-payment-events';

export default function AdminPaymentsPage() {
  const [recording, setRecording] = useState(false);
  const t = useTexts(paymentsTexts);
  usePaymentEvents();
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('admin.title')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRecording(true)}>
          {t('record.title')}
        </Button>
      </Group>
      <PaymentSummaryCards />
      <AdminPaymentsTable />
      <RecordPaymentModal opened={recording} onClose={() => setRecording(false)} />
    </Stack>
  );
}
