// The button that opens a workout in the player: Start, Continue or View log, by its status.
import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { useTexts } from '../../../lib/i18n';
import type { CalendarEntry } from '../api/types';
import { trainingTexts } from '../texts';

export function WorkoutAction({
  entry,
  size = 'md',
}: {
  entry: Pick<CalendarEntry, 'id' | 'name' | 'status'>;
  size?: ButtonProps['size'];
}) {
  const t = useTexts(trainingTexts);
  const to = `/training/${entry.id}`;
  // Never narrower than its label: beside a long workout name on a phone it kept shrinking and cut
  // its own text (the pseudo-language sweep at 390 px).
  const keepWidth = { flexShrink: 0 };
  if (entry.status === 'done' || entry.status === 'skipped')
    return (
      <Button
        component={Link}
        to={to}
        variant="default"
        size={size}
        style={keepWidth}
        aria-label={t('aria.viewWorkout', { name: entry.name })}
      >
        {t('today.view')}
      </Button>
    );
  if (entry.status === 'in_progress')
    return (
      <Button component={Link} to={to} size={size} style={keepWidth} aria-label={t('aria.continueWorkout', { name: entry.name })}>
        {t('today.continue')}
      </Button>
    );
  return (
    <Button component={Link} to={to} size={size} style={keepWidth} aria-label={t('aria.startWorkout', { name: entry.name })}>
      {t('today.start')}
    </Button>
  );
}
