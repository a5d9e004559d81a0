// A confirmation dialog (the spec's confirm() prompts) with the question as its text, and
// optionally a field or two to fill before confirming (a refund's reason).
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../lib/i18n';
import { commonTexts } from '../lib/texts';

export function ConfirmModal({
  opened,
  question,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  children,
}: {
  opened: boolean;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  children?: ReactNode;
}) {
  const t = useTexts(commonTexts);
  return (
    <Modal opened={opened} onClose={onCancel} title={t('confirm.title')} centered closeButtonProps={{ 'aria-label': t('action.close') }}>
      <Text mb="md">{question}</Text>
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('action.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
