// Sign-in (/): mobile number, then a password with Login, or Send OTP that reveals the OTP field
// and Verify OTP. An ADMIN lands on /admin, everyone else on /dashboard. The fields check the same
// rules as the server (LoginBodySchema, SendOtpBodySchema, VerifyOtpBodySchema from the contracts).
// zod and those schemas load when the member first focuses a field (at the latest on submit), so
// the sign-in route's first download stays within its budget (issue 7).
import { Anchor, Button, Grid, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AuthResponse } from '@rhythmfit/contracts';
import type { ZodType } from 'zod';
import { LanguageSwitch } from '../../../components/language-switch';
import { errorMessage } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifyInfo } from '../../../lib/notify';
import { homePathFor, saveSession } from '../../../lib/session';
import { useLogin, useSendOtp, useVerifyOtp } from '../api/auth-api';
import { MarketingPanel } from '../components/marketing-panel';
import { MobileInput, OtpInput } from '../components/mobile-input';
import { authTexts } from '../texts';

type Mode = 'password' | 'otp';
type Rules = typeof import('../schemas');

let rules: Promise<Rules> | null = null;
/** The auth schemas and the resolver, loaded once. */
const loadRules = () => (rules ??= import('../schemas'));

export default function SignInPage() {
  const t = useTexts(authTexts);
  const navigate = useNavigate();
  const login = useLogin();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const [mode, setMode] = useState<Mode>('password');
  const [otpSent, setOtpSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: { mobile: '', password: '', otp: '' } });
  const busy = login.isPending || sendOtp.isPending || verifyOtp.isPending;

  /** Shows the schema's messages under the fields; the parsed body when the values pass. */
  const check = async <T,>(pick: (rules: Rules) => ZodType<T>, values: object = form.getValues()): Promise<T | null> => {
    const loaded = await loadRules();
    const schema = pick(loaded);
    const errors = loaded.zodRules(schema)(values);
    form.setErrors(errors);
    return Object.keys(errors).length === 0 ? schema.parse(values) : null;
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setFormError(null);
    form.clearErrors();
    form.setFieldValue('otp', '');
    setOtpSent(false);
  };

  const finish = (session: AuthResponse) => {
    saveSession(session);
    navigate(homePathFor(session.user.role?.name), { replace: true });
  };

  const failed = (fallback: string) => (error: unknown) => {
    const message = errorMessage(error, fallback);
    setFormError(message);
    notifyError(message);
  };

  const submitPassword = async () => {
    const body = await check((r) => r.LoginBodySchema);
    if (!body) return;
    setFormError(null);
    login.mutate(body, { onSuccess: finish, onError: failed(t('error.invalidCredentials')) });
  };

  const requestOtp = async () => {
    const body = await check((r) => r.SendOtpBodySchema);
    if (!body) return;
    setFormError(null);
    sendOtp.mutate(body.mobile, {
      onSuccess: (answer) => {
        setOtpSent(true);
        notifyInfo(answer.otp ? t('otp.shown', { otp: answer.otp }) : t('otp.sent'));
      },
      onError: (error) => {
        setFormError(t('error.sendOtpFailed'));
        notifications.show({
          title: t('error.sendOtpFailed'),
          message: errorMessage(error, '') || t('error.sendOtpFailed'),
          color: 'red',
        });
      },
    });
  };

  const submitOtp = async () => {
    if (!otpSent) return requestOtp();
    const { mobile, otp } = form.getValues();
    const body = await check((r) => r.VerifyOtpBodySchema, { mobile, otp });
    if (!body) return;
    setFormError(null);
    verifyOtp.mutate(body, { onSuccess: finish, onError: failed(t('error.invalidOtp')) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (mode === 'password' ? submitPassword() : submitOtp());
  };

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 6 }} visibleFrom="md">
        <MarketingPanel />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" maw={460} mx="auto">
          <Title order={1} size="h2" mb={4}>
            {t('signIn.title')}
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            {mode === 'password' ? t('signIn.introPassword') : t('signIn.introOtp')}
          </Text>
          <form onSubmit={submit} onFocus={() => void loadRules()} noValidate>
            <Stack gap="md">
              <MobileInput {...form.getInputProps('mobile')} disabled={mode === 'otp' && otpSent} />
              {mode === 'password' ? (
                <>
                  <PasswordInput label={t('field.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
                  <Button type="submit" loading={login.isPending} fullWidth>
                    {t('action.login')}
                  </Button>
                </>
              ) : otpSent ? (
                <>
                  <OtpInput {...form.getInputProps('otp')} />
                  <Button type="submit" loading={verifyOtp.isPending} fullWidth>
                    {t('action.verifyOtp')}
                  </Button>
                  <Button variant="subtle" onClick={() => void requestOtp()} disabled={busy}>
                    {t('action.resendOtp')}
                  </Button>
                </>
              ) : (
                <Button type="button" onClick={() => void requestOtp()} loading={sendOtp.isPending} fullWidth>
                  {t('action.sendOtp')}
                </Button>
              )}
              {formError && (
                <Text c="red.8" size="sm" role="alert">
                  {formError}
                </Text>
              )}
            </Stack>
          </form>
          <Stack gap={6} mt="lg" align="center">
            {mode === 'password' ? (
              <Anchor
                href="#otp"
                onClick={(event) => {
                  event.preventDefault();
                  switchMode('otp');
                }}
              >
                {t('signIn.useOtp')}
              </Anchor>
            ) : (
              <Anchor
                href="#password"
                onClick={(event) => {
                  event.preventDefault();
                  switchMode('password');
                }}
              >
                {t('signIn.usePassword')}
              </Anchor>
            )}
            <Text size="sm">{t.rich('signIn.newHere', { 0: <Anchor component={Link} to="/register" /> })}</Text>
            <LanguageSwitch />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
