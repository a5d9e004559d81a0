// Booking settings (on /admin/slots): the coach's booking policy, each number with its range. The
// form checks the ranges before sending; a refusal from the server is shown on its field.
import { useEffect } from 'react';
import { Alert, Button, Card, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BOOKING_POLICY_DEFAULTS,
  BOOKING_POLICY_FIELDS,
  BOOKING_POLICY_RANGES,
  type BookingPolicy,
  type BookingPolicyField,
} from '@rhythmfit/contracts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n';
import { lazyTexts } from '../../../lib/lazy-texts';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { coachingTexts } from '../texts';
import { useBookingPolicy, useSaveBookingPolicy } from '../api/booking-policy';

export const BOOKING_SETTINGS_TEXTS = Object.assign(
  lazyTexts(coachingTexts, {
    title: 'settings.title',
    intro: 'settings.intro',
    save: 'settings.save',
    saved: 'settings.saved',
    failed: 'settings.failed',
    loading: 'settings.loading',
    loadFailed: 'settings.loadFailed',
    requireMembership: 'settings.requireMembership',
    requireMembershipHint: 'settings.requireMembershipHint',
  }),
  { rangeError: (min: number, max: number) => coachingTexts('settings.rangeError', { min, max }) },
);

type FormValues = Record<BookingPolicyField, number | string> & { requireActiveMembership: boolean };

function rangeCheck(field: BookingPolicyField) {
  const { min, max } = BOOKING_POLICY_RANGES[field];
  return (value: number | string) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? null
      : BOOKING_SETTINGS_TEXTS.rangeError(min, max);
}

export function BookingSettingsPanel() {
  const t = useTexts(coachingTexts);
  const policy = useBookingPolicy();
  const save = useSaveBookingPolicy();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { ...BOOKING_POLICY_DEFAULTS },
    validate: Object.fromEntries(BOOKING_POLICY_FIELDS.map((field) => [field, rangeCheck(field)])) as Partial<
      Record<BookingPolicyField, (value: number | string) => string | null>
    >,
  });
  const { setValues, resetDirty } = form;

  useEffect(() => {
    if (policy.data) {
      setValues(policy.data);
      resetDirty(policy.data);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [policy.data]);

  function submit(values: FormValues) {
    save.mutate(values as BookingPolicy, {
      onSuccess: () => notifySuccess(BOOKING_SETTINGS_TEXTS.saved),
      onError: (error) => {
        // "bufferMinutes must be a whole number from 0 to 240": shown on that field.
        const field = BOOKING_POLICY_FIELDS.find((name) => error instanceof ApiError && error.message.startsWith(`${name} `));
        if (field) form.setFieldError(field, errorMessage(error, BOOKING_SETTINGS_TEXTS.failed));
        notifyError(errorMessage(error, BOOKING_SETTINGS_TEXTS.failed));
      },
    });
  }

  return (
    <Card withBorder component="section" aria-labelledby="booking-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="booking-settings-title">
          {BOOKING_SETTINGS_TEXTS.title}
        </Title>
        <Text size="sm" c="dimmed">
          {BOOKING_SETTINGS_TEXTS.intro}
        </Text>
        {policy.isLoading ? (
          <Text role="status">{BOOKING_SETTINGS_TEXTS.loading}</Text>
        ) : policy.isError ? (
          <Alert color="red" role="alert">
            {BOOKING_SETTINGS_TEXTS.loadFailed}
          </Alert>
        ) : (
          <form onSubmit={form.onSubmit(submit)} noValidate>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {BOOKING_POLICY_FIELDS.map((field) => {
                  const { min, max } = BOOKING_POLICY_RANGES[field];
                  return (
                    <NumberInput
                      key={field}
                      label={t(`settings.field.${field}`)}
                      description={t('settings.range', { min, max, value: BOOKING_POLICY_DEFAULTS[field] })}
                      allowDecimal={false}
                      allowNegative={false}
                      {...form.getInputProps(field)}
                    />
                  );
                })}
              </SimpleGrid>
              <Switch
                label={BOOKING_SETTINGS_TEXTS.requireMembership}
                description={BOOKING_SETTINGS_TEXTS.requireMembershipHint}
                {...form.getInputProps('requireActiveMembership', { type: 'checkbox' })}
              />
              <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
                {BOOKING_SETTINGS_TEXTS.save}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
