// A confirmation dialog (the spec's confirm() prompts) with the question as its text.
import { Button, Group, Modal, Text } from '@mantine/core';

export function ConfirmModal({
  opened,
  question,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
}: {
  opened: boolean;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Please confirm" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text mb="md">{question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
