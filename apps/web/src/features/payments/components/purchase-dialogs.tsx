// What a purchase shows besides the plan cards: the test provider's confirmation step, the
// receipt with the invoice link, and a failure the member can retry.
import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '../../../lib/i18n';
import { paymentsTexts } from '../texts';
import type { PurchaseStep } from './use-purchase';
import { InvoiceButton } from './invoice-button';
import { formatRupees } from '../lib/money';

/** A button whose label wraps when it is wider than the dialog (a phone, a longer language). */
const WRAPPING_LABEL = {
  root: { height: 'auto', minHeight: 'var(--button-height)', maxWidth: '100%' },
  inner: { paddingBlock: 6 },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3, textAlign: 'center' },
} as const;

export function DevPaymentModal({ step, onConfirm, onCancel }: { step: PurchaseStep; onConfirm: () => void; onCancel: () => void }) {
  const t = useTexts(paymentsTexts);
  const open = step.kind === 'dev-confirm' || (step.kind === 'finishing' && step.checkout.provider === 'dev');
  const plan = 'plan' in step ? step.plan : null;
  const amount = step.kind === 'dev-confirm' || step.kind === 'finishing' ? step.checkout.amount : 0;
  return (
    <Modal opened={open} onClose={onCancel} title={t('dialog.devTitle')} centered>
      <Stack gap="sm">
        <Text>{t('dialog.devBody')}</Text>
        {plan && <Text fw={600}>{t('dialog.devAmount', { plan: plan.name, amount: formatRupees(amount) })}</Text>}
        {/* A longer language's labels wrap (onto a second line, the buttons too) rather than being cut. */}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={step.kind === 'finishing'} styles={WRAPPING_LABEL}>
            {t('dialog.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={step.kind === 'finishing'} styles={WRAPPING_LABEL}>
            {t('dialog.devConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function PurchaseOutcome({ step, onRetry, onDismiss }: { step: PurchaseStep; onRetry: () => void; onDismiss: () => void }) {
  const t = useTexts(paymentsTexts);
  if (step.kind === 'paid') {
    const { payment, plan } = step;
    return (
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="payment-done-title">
        <Stack gap="xs" role="status">
          <Title order={2} size="h4" id="payment-done-title">
            {t('dialog.paidTitle')}
          </Title>
          <Text>
            {payment.invoiceNumber
              ? t('dialog.paidWithInvoice', { amount: formatRupees(payment.amount), plan: plan.name, invoice: payment.invoiceNumber })
              : t('dialog.paid', { amount: formatRupees(payment.amount), plan: plan.name })}
          </Text>
          <Group gap="xs">
            <InvoiceButton paymentId={payment.id} invoiceNumber={payment.invoiceNumber} size="sm" />
            <Button size="sm" variant="subtle" onClick={onDismiss}>
              {t('dialog.close')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }
  if (step.kind === 'failed') {
    return (
      <Alert color="red" role="alert" title={t('dialog.failedTitle', { plan: step.plan.name })}>
        <Stack gap="xs">
          <Text size="sm">{step.message}</Text>
          <Group gap="xs">
            <Button size="xs" color="red" variant="light" onClick={onRetry}>
              {t('dialog.tryAgain')}
            </Button>
            <Button size="xs" variant="subtle" color="gray" onClick={onDismiss}>
              {t('dialog.close')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return null;
}
