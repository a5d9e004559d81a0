// The number of check-ins waiting for review, beside "Check-ins" in the coach's menu (app/layout
// loads it lazily so the menu's first chunk stays small). Nothing is drawn when none are waiting.
import { Badge, VisuallyHidden } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { useWaitingCount } from '../api/get-queue';
import { checkInTexts } from '../texts';

export default function WaitingBadge() {
  const t = useTexts(checkInTexts);
  const waiting = useWaitingCount();
  if (!waiting.data) return null;
  return (
    <>
      <Badge size="sm" color="orange" variant="filled" aria-hidden data-testid="check-ins-waiting">
        {formatNumber(waiting.data)}
      </Badge>
      <VisuallyHidden>{t('admin.waitingCount', { count: waiting.data })}</VisuallyHidden>
    </>
  );
}
