// The account deletion request (spec: /delete-account, also inside /account-settings): the signed-in
// member's registered mobile and an optional reason; idle, submitting, then a green success or a
// red error message with the spec's texts.
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_MESSAGES, DeleteAccountRequestBodySchema } from '@rhythmfit/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, api } from '../../../lib/api-client';
import { zodRules } from '../../../lib/form';
import { getToken } from '../../../lib/session';
import { useRequestDeletion } from '../api/request-deletion';

type Status = { kind: 'idle' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

export function deletionErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return CONTENT_MESSAGES.deletionUnauthorized;
    if (error.status !== 0 && error.body && typeof error.body === 'object' && 'message' in error.body) return error.message;
  }
  return CONTENT_MESSAGES.deletionFallback;
}

export function DeleteAccountForm() {
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
      setStatus({ kind: 'success', message: CONTENT_MESSAGES.deletionSuccess });
      form.reset();
    } catch (error) {
      setStatus({ kind: 'error', message: deletionErrorMessage(error) });
    }
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    if (!getToken()) {
      event.preventDefault();
      return setStatus({ kind: 'error', message: CONTENT_MESSAGES.deletionLogin });
    }
    send(event);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Delete account request">
      <Stack gap="md" maw={520}>
        <Text>
          Request the deletion of your account. We verify your registered mobile number and delete your account and its data within 7 days.
          Once you submit, you are signed out and cannot sign in again.
        </Text>
        <TextInput
          label="Registered mobile number"
          required
          inputMode="numeric"
          maxLength={10}
          pattern="\d{10}"
          autoComplete="tel"
          {...form.getInputProps('mobile')}
          onChange={(e) => form.setFieldValue('mobile', e.currentTarget.value.replace(/\D/g, ''))}
        />
        <Textarea label="Reason (optional)" minRows={2} maxLength={500} {...form.getInputProps('reason')} />
        {status.kind === 'success' && (
          <Alert color="teal" variant="light" role="status" title="Request received">
            {status.message}
          </Alert>
        )}
        {status.kind === 'error' && (
          <Alert color="red" variant="light" role="alert" title="Request not sent">
            {status.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" color="red" loading={false} disabled={request.isPending}>
            {request.isPending ? 'Submitting...' : 'Submit Request'}
          </Button>
        </Group>
        <Group gap="lg">
          <Anchor href={`mailto:${supportEmail}`}>Contact support</Anchor>
          <Anchor component={Link} to="/dashboard">
            Back to home
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
