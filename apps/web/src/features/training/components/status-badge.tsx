import { Badge } from '@mantine/core';
import { useTexts } from '../../../lib/i18n';
import type { WorkoutStatus } from '../api/types';
import { STATUS_COLORS, statusLabel } from '../lib/describe';
import { trainingTexts } from '../texts';

export function StatusBadge({ status }: { status: WorkoutStatus }) {
  useTexts(trainingTexts);
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
