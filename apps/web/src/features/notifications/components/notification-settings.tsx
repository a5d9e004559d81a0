// Account Settings > Notifications: push on this device, SMS and WhatsApp reminders, live-session
// alerts and quiet hours in the member's own time zone. Saved with PUT /api/notifications/preferences,
// checked first with its schema (NotificationPreferencesSchema).
import { Alert, Button, Group, Loader, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_QUIET_HOURS, NotificationPreferencesSchema, runtimeTimeZone, type NotificationPreferences } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { zodRules } from '../../../lib/form';
import { useTexts } from '../../../lib/i18n';
import { lazyTexts } from '../../../lib/lazy-texts';
import { notifySuccess } from '../../../lib/notify';
import { notificationsTexts } from '../texts';
import {
  PushSetupError,
  PUSH_TEXTS,
  disablePushOnThisDevice,
  enablePushOnThisDevice,
  pushSupported,
  usePreferences,
  useSavePreferences,
} from '../api/preferences';

export const SETTINGS_TEXTS = lazyTexts(notificationsTexts, {
  intro: 'settings.intro',
  push: 'settings.push',
  pushHint: 'settings.pushHint',
  sms: 'settings.sms',
  smsHint: 'settings.smsHint',
  whatsapp: 'settings.whatsapp',
  whatsappHint: 'settings.whatsappHint',
  live: 'settings.live',
  liveHint: 'settings.liveHint',
  workout: 'settings.workout',
  workoutHint: 'settings.workoutHint',
  checkIn: 'settings.checkIn',
  checkInHint: 'settings.checkInHint',
  quiet: 'settings.quiet',
  quietHint: 'settings.quietHint',
  from: 'settings.from',
  until: 'settings.until',
  zone: 'settings.zone',
  save: 'settings.save',
  saved: 'settings.saved',
  loading: 'settings.loading',
  failed: 'settings.failed',
  sameTimes: 'settings.sameTimes',
});

/** The preferences as the form holds them: quiet hours as a switch and two times. */
type Values = Omit<NotificationPreferences, 'quietHours'> & { quietOn: boolean; start: string; end: string };

function toValues(preferences: NotificationPreferences): Values {
  const { quietHours, ...rest } = preferences;
  const quiet = quietHours ?? DEFAULT_QUIET_HOURS;
  return { ...rest, quietOn: quietHours !== null, start: quiet.start, end: quiet.end };
}

function toBody({ quietOn, start, end, ...rest }: Values): NotificationPreferences {
  return { ...rest, quietHours: quietOn ? { start, end } : null };
}

/** The schema's messages, the quiet-hours times under their inputs. */
function validate(values: Values): Record<string, string> {
  const errors = zodRules(NotificationPreferencesSchema)(toBody(values));
  const fields: Record<string, string> = { 'quietHours.start': 'start', 'quietHours.end': 'end' };
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [fields[key] ?? key, String(message)]));
}

function zones(current: string): string[] {
  const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return list.includes(current) ? list : [current, ...list];
}

export function NotificationSettings() {
  const t = useTexts(notificationsTexts);
  const { data, isPending, isError, refetch } = usePreferences();
  const save = useSavePreferences();
  const form = useForm<Values>({ mode: 'controlled', validate });
  const [problem, setProblem] = useState<string | null>(null);
  const [pushBusy, setPushBusy] = useState(false);

  useEffect(() => {
    if (data && !form.initialized) form.initialize(toValues(data));
  }, [data, form]);
  const values = form.getValues();
  const zoneOptions = useMemo(() => zones(values?.timeZone ?? runtimeTimeZone()), [values?.timeZone]);

  if (isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{SETTINGS_TEXTS.loading}</Text>
      </Group>
    );
  }
  if (isError || !form.initialized) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text role="alert">{SETTINGS_TEXTS.failed}</Text>
        <Button variant="light" size="compact-sm" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  }

  const persist = async (next: NotificationPreferences) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync(next);
      form.setValues(toValues(saved));
      notifySuccess(SETTINGS_TEXTS.saved);
    } catch (error) {
      setProblem(errorMessage(error, t('settings.saveFailed')));
    }
  };

  const togglePush = async (on: boolean) => {
    setProblem(null);
    setPushBusy(true);
    try {
      if (on) await enablePushOnThisDevice();
      else await disablePushOnThisDevice();
      await persist(toBody({ ...form.getValues(), push: on }));
    } catch (error) {
      setProblem(error instanceof PushSetupError ? error.message : errorMessage(error, PUSH_TEXTS.failed));
    } finally {
      setPushBusy(false);
    }
  };

  const submit = form.onSubmit((current) => void persist(toBody(current)));
  const alert = problem ?? (typeof form.errors.quietHours === 'string' ? form.errors.quietHours : null);

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.label')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {SETTINGS_TEXTS.intro}
        </Text>
        <Switch
          label={SETTINGS_TEXTS.push}
          description={pushSupported() ? SETTINGS_TEXTS.pushHint : PUSH_TEXTS.unsupported}
          checked={values.push}
          disabled={pushBusy || (!pushSupported() && !values.push)}
          onChange={(event) => void togglePush(event.currentTarget.checked)}
        />
        <Switch label={SETTINGS_TEXTS.sms} description={SETTINGS_TEXTS.smsHint} {...form.getInputProps('sms', { type: 'checkbox' })} />
        <Switch
          label={SETTINGS_TEXTS.whatsapp}
          description={SETTINGS_TEXTS.whatsappHint}
          {...form.getInputProps('whatsapp', { type: 'checkbox' })}
        />
        <Switch
          label={SETTINGS_TEXTS.live}
          description={SETTINGS_TEXTS.liveHint}
          {...form.getInputProps('liveSessionAlerts', { type: 'checkbox' })}
        />
        <Switch
          label={SETTINGS_TEXTS.workout}
          description={SETTINGS_TEXTS.workoutHint}
          {...form.getInputProps('workoutReminders', { type: 'checkbox' })}
        />
        <Switch
          label={SETTINGS_TEXTS.checkIn}
          description={SETTINGS_TEXTS.checkInHint}
          {...form.getInputProps('checkInReminders', { type: 'checkbox' })}
        />
        <Switch
          label={SETTINGS_TEXTS.quiet}
          description={SETTINGS_TEXTS.quietHint}
          {...form.getInputProps('quietOn', { type: 'checkbox' })}
        />
        {values.quietOn && (
          <Group grow wrap="wrap" gap="sm">
            <TextInput type="time" label={SETTINGS_TEXTS.from} required {...form.getInputProps('start')} miw={130} />
            <TextInput type="time" label={SETTINGS_TEXTS.until} required {...form.getInputProps('end')} miw={130} />
          </Group>
        )}
        <Select label={SETTINGS_TEXTS.zone} data={zoneOptions} searchable allowDeselect={false} {...form.getInputProps('timeZone')} />
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <Group>
          {/* A longer language's label wraps on a phone rather than being cut. */}
          <Button
            type="submit"
            loading={save.isPending}
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {SETTINGS_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
