// What a purchase shows besides the plan cards: the test provider's confirmation step, the
// receipt with the invoice link, and a failure the member can retry.
import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { PurchaseStep } from './use-purchase';
import { InvoiceButton } from './invoice-button';
import { formatRupees } from '../lib/money';

export const DIALOG_TEXTS = {
  devTitle: 'Test payment (no money is taken)',
  devBody:
    'Online payments are not set up on this server yet, so this is a test payment: nothing is charged, and your membership and invoice are made as for a real one.',
  devConfirm: 'Complete test payment',
  paidTitle: 'Payment successful',
  tryAgain: 'Try again',
};

export function DevPaymentModal({ step, onConfirm, onCancel }: { step: PurchaseStep; onConfirm: () => void; onCancel: () => void }) {
  const open = step.kind === 'dev-confirm' || (step.kind === 'finishing' && step.checkout.provider === 'dev');
  const plan = 'plan' in step ? step.plan : null;
  const amount = step.kind === 'dev-confirm' || step.kind === 'finishing' ? step.checkout.amount : 0;
  return (
    <Modal opened={open} onClose={onCancel} title={DIALOG_TEXTS.devTitle} centered>
      <Stack gap="sm">
        <Text>{DIALOG_TEXTS.devBody}</Text>
        {plan && (
          <Text fw={600}>
            {plan.name}: {formatRupees(amount)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={step.kind === 'finishing'}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={step.kind === 'finishing'}>
            {DIALOG_TEXTS.devConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function PurchaseOutcome({ step, onRetry, onDismiss }: { step: PurchaseStep; onRetry: () => void; onDismiss: () => void }) {
  if (step.kind === 'paid') {
    const { payment, plan } = step;
    return (
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="payment-done-title">
        <Stack gap="xs" role="status">
          <Title order={2} size="h4" id="payment-done-title">
            {DIALOG_TEXTS.paidTitle}
          </Title>
          <Text>
            You paid {formatRupees(payment.amount)} for {plan.name}.{payment.invoiceNumber ? ` Invoice ${payment.invoiceNumber}.` : ''}
          </Text>
          <Group gap="xs">
            <InvoiceButton paymentId={payment.id} invoiceNumber={payment.invoiceNumber} size="sm" />
            <Button size="sm" variant="subtle" onClick={onDismiss}>
              Close
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }
  if (step.kind === 'failed') {
    return (
      <Alert color="red" role="alert" title={`Payment for ${step.plan.name} not completed`}>
        <Stack gap="xs">
          <Text size="sm">{step.message}</Text>
          <Group gap="xs">
            <Button size="xs" color="red" variant="light" onClick={onRetry}>
              {DIALOG_TEXTS.tryAgain}
            </Button>
            <Button size="xs" variant="subtle" color="gray" onClick={onDismiss}>
              Close
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return null;
}
