// A payment's status as a coloured word.
import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@rhythmfit/contracts';
import { useTexts } from '../../../lib/i18n';
import { paymentsTexts } from '../texts';

const COLOR: Record<PaymentStatus, string> = { created: 'yellow', paid: 'teal', failed: 'red', refunded: 'gray' };

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useTexts(paymentsTexts);
  return (
    <Badge color={COLOR[status]} variant="light" autoContrast>
      {t(`status.${status}`)}
    </Badge>
  );
}
