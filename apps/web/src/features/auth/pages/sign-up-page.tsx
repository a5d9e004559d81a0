// Sign-up (/register): full name, mobile number, password, city, state; Register, or Send OTP that
// opens the OTP entry view (Verify OTP, Back to Signup). Both end on /dashboard.
import { Anchor, Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { saveSession } from '../../../lib/session';
import { register, sendOtp, verifyOtp } from '../api/auth-api';
import { MobileInput, OtpInput } from '../components/mobile-input';
import { MOBILE_MESSAGE, isValidMobile } from '../validation';

interface Fields {
  name: string;
  mobile: string;
  password: string;
  city: string;
  state: string;
}
type FieldErrors = Partial<Record<keyof Fields | 'otp' | 'form', string>>;

function validate(fields: Fields, passwordRequired: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.name.trim()) errors.name = 'Full name is required';
  if (!isValidMobile(fields.mobile)) errors.mobile = MOBILE_MESSAGE;
  if (passwordRequired && !fields.password) errors.password = 'Password is required';
  else if (fields.password && fields.password.length < PASSWORD_MIN_LENGTH) errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (!fields.city.trim()) errors.city = 'City is required';
  if (!fields.state.trim()) errors.state = 'State is required';
  return errors;
}

export default function SignUpPage() {
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>({ name: '', mobile: '', password: '', city: '', state: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<'register' | 'otp' | 'verify' | null>(null);
  const [otpView, setOtpView] = useState(false);
  const [otp, setOtp] = useState('');

  const set = (key: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [key]: value }));

  const onRegister = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields, true);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy('register');
    try {
      const session = await register({ ...fields, name: fields.name.trim(), city: fields.city.trim(), state: fields.state.trim() });
      saveSession(session);
      notifySuccess('Welcome to RhythmFit!');
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const message = errorMessage(error, AUTH_MESSAGES.signupFailed);
      setErrors({ form: message });
      notifyError(message);
    } finally {
      setBusy(null);
    }
  };

  const onSendOtp = async () => {
    const found = validate(fields, false);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy('otp');
    try {
      const answer = await sendOtp(fields.mobile);
      setOtpView(true);
      setOtp('');
      notifyInfo(answer.otp ? `Your OTP is ${answer.otp}` : 'OTP sent to your mobile number');
    } catch (error) {
      const detail = errorMessage(error, '');
      const message = detail && detail !== 'Request failed' ? `${AUTH_MESSAGES.sendOtpFailedSignup} ${detail}` : AUTH_MESSAGES.sendOtpFailedSignup;
      setErrors({ form: AUTH_MESSAGES.sendOtpFailedSignup });
      notifyError(message);
    } finally {
      setBusy(null);
    }
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(otp)) {
      setErrors({ otp: 'Please enter the 6-digit OTP.' });
      return;
    }
    setBusy('verify');
    try {
      const session = await verifyOtp({
        mobile: fields.mobile,
        otp,
        name: fields.name.trim(),
        city: fields.city.trim(),
        state: fields.state.trim(),
        ...(fields.password ? { password: fields.password } : {}),
      });
      saveSession(session);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const message = errorMessage(error, AUTH_MESSAGES.invalidOtp);
      setErrors({ form: message });
      notifyError(message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" maw={560} mx="auto">
      <Title order={1} size="h2" mb={4}>
        {otpView ? 'Verify your number' : 'Create your account'}
      </Title>
      {otpView ? (
        <form onSubmit={onVerify} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Enter the 6-digit code sent to {fields.mobile}.
            </Text>
            <OtpInput value={otp} onChange={setOtp} error={errors.otp} />
            {errors.form && (
              <Text c="red.8" size="sm" role="alert">
                {errors.form}
              </Text>
            )}
            <Group grow>
              <Button type="submit" loading={busy === 'verify'}>
                Verify OTP
              </Button>
              <Button variant="default" type="button" onClick={() => { setOtpView(false); setErrors({}); }}>
                Back to Signup
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={onRegister} noValidate>
          <Stack gap="md" mt="md">
            <TextInput label="Full name" autoComplete="name" required value={fields.name} error={errors.name} onChange={(e) => set('name')(e.currentTarget.value)} />
            <MobileInput value={fields.mobile} onChange={set('mobile')} error={errors.mobile} />
            <PasswordInput
              label="Password"
              description={`At least ${PASSWORD_MIN_LENGTH} characters`}
              autoComplete="new-password"
              required
              value={fields.password}
              error={errors.password}
              onChange={(e) => set('password')(e.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label="City" autoComplete="address-level2" required value={fields.city} error={errors.city} onChange={(e) => set('city')(e.currentTarget.value)} />
              <TextInput label="State" autoComplete="address-level1" required value={fields.state} error={errors.state} onChange={(e) => set('state')(e.currentTarget.value)} />
            </SimpleGrid>
            {errors.form && (
              <Text c="red.8" size="sm" role="alert">
                {errors.form}
              </Text>
            )}
            <Group grow>
              <Button type="submit" loading={busy === 'register'} disabled={busy !== null && busy !== 'register'}>
                Register
              </Button>
              <Button type="button" variant="light" loading={busy === 'otp'} disabled={busy !== null && busy !== 'otp'} onClick={() => void onSendOtp()}>
                Send OTP
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center" mt="lg">
        Already have an account?{' '}
        <Anchor component={Link} to="/">
          Sign in
        </Anchor>
      </Text>
    </Paper>
  );
}
