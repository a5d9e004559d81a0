// Sign-in (/): mobile number, then a password with Login, or Send OTP that reveals the OTP field
// and Verify OTP. An ADMIN lands on /admin, everyone else on /dashboard.
import { Anchor, Button, Grid, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifyInfo } from '../../../lib/notify';
import { homePathFor, saveSession } from '../../../lib/session';
import { login, sendOtp, verifyOtp } from '../api/auth-api';
import { MarketingPanel } from '../components/marketing-panel';
import { MobileInput, OtpInput } from '../components/mobile-input';
import { MOBILE_MESSAGE, isValidMobile } from '../validation';

type Mode = 'password' | 'otp';

export default function SignInPage() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('password');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ mobile?: string; password?: string; otp?: string; form?: string }>({});

  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
    setOtp('');
    setOtpSent(false);
  };

  const finish = (session: Awaited<ReturnType<typeof login>>) => {
    saveSession(session);
    navigate(homePathFor(session.user.role?.name), { replace: true });
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!isValidMobile(mobile)) next.mobile = MOBILE_MESSAGE;
    if (!password) next.password = 'Password is required';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      finish(await login({ mobile, password }));
    } catch (error) {
      const message = errorMessage(error, AUTH_MESSAGES.invalidCredentials);
      setErrors({ form: message });
      notifyError(message);
    } finally {
      setBusy(false);
    }
  };

  const requestOtp = async () => {
    if (!isValidMobile(mobile)) {
      setErrors({ mobile: MOBILE_MESSAGE });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await sendOtp(mobile);
      setOtpSent(true);
      notifyInfo(answer.otp ? `Your OTP is ${answer.otp}` : 'OTP sent to your mobile number');
    } catch (error) {
      const detail = errorMessage(error, '');
      setErrors({ form: AUTH_MESSAGES.sendOtpFailed });
      notifications.show({ title: AUTH_MESSAGES.sendOtpFailed, message: detail || AUTH_MESSAGES.sendOtpFailed, color: 'red' });
    } finally {
      setBusy(false);
    }
  };

  const submitOtp = async (event: FormEvent) => {
    event.preventDefault();
    if (!otpSent) return void requestOtp();
    if (!/^\d{6}$/.test(otp)) {
      setErrors({ otp: 'Please enter the 6-digit OTP.' });
      return;
    }
    setBusy(true);
    try {
      finish(await verifyOtp({ mobile, otp }));
    } catch (error) {
      const message = errorMessage(error, AUTH_MESSAGES.invalidOtp);
      setErrors({ form: message });
      notifyError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 6 }} visibleFrom="md">
        <MarketingPanel />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" maw={460} mx="auto">
          <Title order={1} size="h2" mb={4}>
            Sign in
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            {mode === 'password' ? 'Use your mobile number and password.' : 'We will send a one-time code to your mobile number.'}
          </Text>
          <form onSubmit={mode === 'password' ? submitPassword : submitOtp} noValidate>
            <Stack gap="md">
              <MobileInput value={mobile} onChange={setMobile} error={errors.mobile} disabled={mode === 'otp' && otpSent} />
              {mode === 'password' ? (
                <>
                  <PasswordInput label="Password" autoComplete="current-password" required value={password} error={errors.password} onChange={(e) => setPassword(e.currentTarget.value)} />
                  <Button type="submit" loading={busy} fullWidth>
                    Login
                  </Button>
                </>
              ) : otpSent ? (
                <>
                  <OtpInput value={otp} onChange={setOtp} error={errors.otp} />
                  <Button type="submit" loading={busy} fullWidth>
                    Verify OTP
                  </Button>
                  <Button variant="subtle" onClick={() => void requestOtp()} disabled={busy}>
                    Resend OTP
                  </Button>
                </>
              ) : (
                <Button type="button" onClick={() => void requestOtp()} loading={busy} fullWidth>
                  Send OTP
                </Button>
              )}
              {errors.form && (
                <Text c="red.8" size="sm" role="alert">
                  {errors.form}
                </Text>
              )}
            </Stack>
          </form>
          <Stack gap={6} mt="lg" align="center">
            {mode === 'password' ? (
              <Anchor href="#otp" onClick={(event) => { event.preventDefault(); switchMode('otp'); }}>
                Login with OTP instead
              </Anchor>
            ) : (
              <Anchor href="#password" onClick={(event) => { event.preventDefault(); switchMode('password'); }}>
                Login with password instead
              </Anchor>
            )}
            <Text size="sm">
              New here?{' '}
              <Anchor component={Link} to="/register">
                Sign Up
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
