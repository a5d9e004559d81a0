// The account deletion request (spec: /delete-account, also inside /account-settings): the signed-in
// member's registered mobile and an optional reason; idle, submitting, then a green success or a
// red error message with the spec's texts.
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { DeleteAccountRequestBodySchema } from '@rhythmfit/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, api } from '../../../lib/api-client';
import { zodRules } from '../../../lib/form';
import { useTexts } from '../../../lib/i18n';
import { serverText } from '../../../lib/server-text';
import { getToken } from '../../../lib/session';
import { useRequestDeletion } from '../api/request-deletion';
import { contentTexts } from '../texts';

type Status = { kind: 'idle' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

export function deletionErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return contentTexts('deletion.unauthorized');
    if (error.status !== 0 && error.body && typeof error.body === 'object' && 'message' in error.body)
      return serverText(error.message, error.code);
  }
  return contentTexts('deletion.fallback');
}

export function DeleteAccountForm() {
  const t = useTexts(contentTexts);
  // The same rule as POST /api/delete-account-request: a 10-digit mobile, an optional reason.
  const form = useForm({
    mode: 'controlled',
    initialValues: { mobile: '', reason: '' },
    validate: zodRules(DeleteAccountRequestBodySchema),
  });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const request = useRequestDeletion();
  const info = useQuery({
    queryKey: ['app-info'],
    queryFn: () => api.get<{ contactEmail: string }>('/api/app-info'),
    staleTime: Infinity,
    retry: false,
  });
  const supportEmail = info.data?.contactEmail ?? 'support@rhythmfit.app';

  const send = form.onSubmit(async (values) => {
    setStatus({ kind: 'idle' });
    const body = DeleteAccountRequestBodySchema.parse(values);
    try {
      await request.mutateAsync({ mobile: body.mobile, reason: body.reason || undefined });
      setStatus({ kind: 'success', message: t('deletion.success') });
      form.reset();
    } catch (error) {
      setStatus({ kind: 'error', message: deletionErrorMessage(error) });
    }
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    if (!getToken()) {
      event.preventDefault();
      return setStatus({ kind: 'error', message: t('deletion.login') });
    }
    send(event);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('deletion.label')}>
      <Stack gap="md" maw={520}>
        <Text>{t('deletion.intro')}</Text>
        <TextInput
          label={t('deletion.field.mobile')}
          required
          inputMode="numeric"
          maxLength={10}
          pattern="\d{10}"
          autoComplete="tel"
          {...form.getInputProps('mobile')}
          onChange={(e) => form.setFieldValue('mobile', e.currentTarget.value.replace(/\D/g, ''))}
        />
        <Textarea label={t('deletion.field.reason')} minRows={2} maxLength={500} {...form.getInputProps('reason')} />
        {status.kind === 'success' && (
          <Alert color="teal" variant="light" role="status" title={t('deletion.received')}>
            {status.message}
          </Alert>
        )}
        {status.kind === 'error' && (
          <Alert color="red" variant="light" role="alert" title={t('deletion.notSent')}>
            {status.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" color="red" loading={false} disabled={request.isPending}>
            {request.isPending ? t('deletion.submitting') : t('deletion.submit')}
          </Button>
        </Group>
        <Group gap="lg">
          <Anchor href={`mailto:${supportEmail}`}>{t('deletion.contact')}</Anchor>
          <Anchor component={Link} to="/dashboard">
            {t('deletion.home')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
