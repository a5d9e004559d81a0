// Account Settings > Notifications: push on this device, SMS and WhatsApp reminders, live-session
// alerts and quiet hours in the member's own time zone. Saved with PUT /api/notifications/preferences.
import { Alert, Button, Group, Loader, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { DEFAULT_QUIET_HOURS, runtimeTimeZone, type NotificationPreferences } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { PushSetupError, PUSH_TEXTS, disablePushOnThisDevice, enablePushOnThisDevice, pushSupported, usePreferences, useSavePreferences } from '../api/preferences';

export const SETTINGS_TEXTS = {
  intro: 'Choose how we reach you. In-app notifications always appear under the bell.',
  push: 'Push notifications on this device',
  pushHint: 'Bookings, links and reminders, even when the app is closed.',
  sms: 'SMS reminders',
  smsHint: 'A text 24 hours and 1 hour before an appointment, and when a live session starts.',
  whatsapp: 'WhatsApp reminders',
  whatsappHint: 'The same reminders on WhatsApp.',
  live: 'Live session alerts',
  liveHint: 'Tell me 10 minutes before a live session starts.',
  quiet: 'Quiet hours',
  quietHint: 'Push, SMS and WhatsApp wait until quiet hours end.',
  from: 'From',
  until: 'Until',
  zone: 'Time zone',
  save: 'Save notification settings',
  saved: 'Notification settings saved.',
  loading: 'Loading your notification settings…',
  failed: 'Could not load your notification settings.',
  sameTimes: 'Quiet hours must start and end at different times.',
};

function zones(current: string): string[] {
  const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return list.includes(current) ? list : [current, ...list];
}

export function NotificationSettings() {
  const { data, isPending, isError, refetch } = usePreferences();
  const save = useSavePreferences();
  const [form, setForm] = useState<NotificationPreferences | null>(null);
  const [quietOn, setQuietOn] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [pushBusy, setPushBusy] = useState(false);

  useEffect(() => {
    if (data && !form) {
      setForm(data);
      setQuietOn(data.quietHours !== null);
    }
  }, [data, form]);
  const zoneOptions = useMemo(() => zones(form?.timeZone ?? runtimeTimeZone()), [form?.timeZone]);

  if (isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{SETTINGS_TEXTS.loading}</Text>
      </Group>
    );
  }
  if (isError || !form) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text role="alert">{SETTINGS_TEXTS.failed}</Text>
        <Button variant="light" size="compact-sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }

  const set = (patch: Partial<NotificationPreferences>) => setForm({ ...form, ...patch });
  const quiet = form.quietHours ?? DEFAULT_QUIET_HOURS;

  const persist = async (next: NotificationPreferences) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync(next);
      setForm(saved);
      notifySuccess(SETTINGS_TEXTS.saved);
    } catch (error) {
      setProblem(errorMessage(error, 'Could not save your notification settings. Please try again.'));
    }
  };

  const togglePush = async (on: boolean) => {
    setProblem(null);
    setPushBusy(true);
    try {
      if (on) await enablePushOnThisDevice();
      else await disablePushOnThisDevice();
      await persist({ ...form, push: on });
    } catch (error) {
      setProblem(error instanceof PushSetupError ? error.message : errorMessage(error, PUSH_TEXTS.failed));
    } finally {
      setPushBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quietOn && quiet.start === quiet.end) return setProblem(SETTINGS_TEXTS.sameTimes);
    void persist({ ...form, quietHours: quietOn ? quiet : null });
  };

  return (
    <form onSubmit={submit} aria-label="Notification settings">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {SETTINGS_TEXTS.intro}
        </Text>
        <Switch
          label={SETTINGS_TEXTS.push}
          description={pushSupported() ? SETTINGS_TEXTS.pushHint : PUSH_TEXTS.unsupported}
          checked={form.push}
          disabled={pushBusy || (!pushSupported() && !form.push)}
          onChange={(event) => void togglePush(event.currentTarget.checked)}
        />
        <Switch label={SETTINGS_TEXTS.sms} description={SETTINGS_TEXTS.smsHint} checked={form.sms} onChange={(event) => set({ sms: event.currentTarget.checked })} />
        <Switch label={SETTINGS_TEXTS.whatsapp} description={SETTINGS_TEXTS.whatsappHint} checked={form.whatsapp} onChange={(event) => set({ whatsapp: event.currentTarget.checked })} />
        <Switch label={SETTINGS_TEXTS.live} description={SETTINGS_TEXTS.liveHint} checked={form.liveSessionAlerts} onChange={(event) => set({ liveSessionAlerts: event.currentTarget.checked })} />
        <Switch label={SETTINGS_TEXTS.quiet} description={SETTINGS_TEXTS.quietHint} checked={quietOn} onChange={(event) => setQuietOn(event.currentTarget.checked)} />
        {quietOn && (
          <Group grow wrap="wrap" gap="sm">
            <TextInput type="time" label={SETTINGS_TEXTS.from} value={quiet.start} required onChange={(event) => set({ quietHours: { ...quiet, start: event.currentTarget.value } })} miw={130} />
            <TextInput type="time" label={SETTINGS_TEXTS.until} value={quiet.end} required onChange={(event) => set({ quietHours: { ...quiet, end: event.currentTarget.value } })} miw={130} />
          </Group>
        )}
        <Select label={SETTINGS_TEXTS.zone} data={zoneOptions} value={form.timeZone} searchable allowDeselect={false} onChange={(value) => value && set({ timeZone: value })} />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {SETTINGS_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
