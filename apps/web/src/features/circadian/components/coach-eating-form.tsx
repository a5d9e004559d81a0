// A coach logs something a member ate or drank today (during a call), under the member's chart.
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { formatListDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCoachLogEating } from '../api/coach-log-eating';
import { EatingForm, type EatingFormValues } from './eating-form';
import { useTexts } from '../../../lib/i18n';
import { circadianTexts } from '../texts';

export function CoachEatingForm({ member, date }: { member: { id: number; name: string }; date: string }) {
  const t = useTexts(circadianTexts);
  const log = useCoachLogEating(member.id, date);
  const [error, setError] = useState<string | null>(null);
  async function submit({ body }: EatingFormValues): Promise<boolean> {
    setError(null);
    try {
      await log.mutateAsync(body);
      notifySuccess(t('eatingForm.coachLogged', { name: member.name }));
      return true;
    } catch (cause) {
      setError(errorMessage(cause, t('eating.failed')));
      return false;
    }
  }
  return (
    <EatingForm
      title={t('eatingForm.coachTitle', { name: member.name, date: formatListDate(date) })}
      withPhoto={false}
      onSubmit={submit}
      busy={log.isPending}
      error={error}
    />
  );
}
