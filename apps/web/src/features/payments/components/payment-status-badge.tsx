// A payment's status as a coloured word.
import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@rhythmfit/contracts';

const LOOK: Record<PaymentStatus, { label: string; color: string }> = {
  created: { label: 'Pending', color: 'yellow' },
  paid: { label: 'Paid', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'gray' },
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" autoContrast>
      {look.label}
    </Badge>
  );
}
