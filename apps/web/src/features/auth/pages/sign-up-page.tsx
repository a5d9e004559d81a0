// Sign-up (/register): full name, mobile number, password, city, state; Register, or Send OTP that
// opens the OTP entry view (Verify OTP, Back to Signup). Both end on /dashboard. The fields check
// the same rules as the server (RegisterBodySchema, VerifyOtpBodySchema from the contracts).
import { Anchor, Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH, type AuthResponse } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { zodRules } from '../../../lib/form';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { saveSession } from '../../../lib/session';
import { useRegister, useSendOtp, useVerifyOtp } from '../api/auth-api';
import { MobileInput, OtpInput } from '../components/mobile-input';
import { OtpFieldSchema, RegisterBodySchema, SignUpOtpSchema, VerifyOtpBodySchema } from '../schemas';

export default function SignUpPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', mobile: '', password: '', city: '', state: '', otp: '' },
    validate: zodRules(RegisterBodySchema),
  });
  const [otpView, setOtpView] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const busy = register.isPending || sendOtp.isPending || verifyOtp.isPending;

  const signedIn = (session: AuthResponse) => {
    saveSession(session);
    navigate('/dashboard', { replace: true });
  };

  const onRegister = form.onSubmit((values) => {
    setFormError(null);
    register.mutate(RegisterBodySchema.parse(values), {
      onSuccess: (session) => {
        notifySuccess('Welcome to RhythmFit!');
        signedIn(session);
      },
      onError: (error) => {
        const message = errorMessage(error, AUTH_MESSAGES.signupFailed);
        setFormError(message);
        notifyError(message);
      },
    });
  });

  const onSendOtp = () => {
    const errors = zodRules(SignUpOtpSchema)(form.getValues());
    form.setErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length) return;
    sendOtp.mutate(SignUpOtpSchema.parse(form.getValues()).mobile, {
      onSuccess: (answer) => {
        setOtpView(true);
        form.setFieldValue('otp', '');
        notifyInfo(answer.otp ? `Your OTP is ${answer.otp}` : 'OTP sent to your mobile number');
      },
      onError: (error) => {
        const detail = errorMessage(error, '');
        setFormError(AUTH_MESSAGES.sendOtpFailedSignup);
        notifyError(
          detail && detail !== 'Request failed' ? `${AUTH_MESSAGES.sendOtpFailedSignup} ${detail}` : AUTH_MESSAGES.sendOtpFailedSignup,
        );
      },
    });
  };

  // The OTP view checks the code only (the details were checked before the code was sent).
  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    const values = form.getValues();
    const errors = zodRules(OtpFieldSchema)(values);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    setFormError(null);
    verifyOtp.mutate(VerifyOtpBodySchema.parse({ ...SignUpOtpSchema.parse(values), otp: values.otp }), {
      onSuccess: signedIn,
      onError: (error) => {
        const message = errorMessage(error, AUTH_MESSAGES.invalidOtp);
        setFormError(message);
        notifyError(message);
      },
    });
  };

  const errorText = formError && (
    <Text c="red.8" size="sm" role="alert">
      {formError}
    </Text>
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" maw={560} mx="auto">
      <Title order={1} size="h2" mb={4}>
        {otpView ? 'Verify your number' : 'Create your account'}
      </Title>
      {otpView ? (
        <form onSubmit={onVerify} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Enter the 6-digit code sent to {form.getValues().mobile}.
            </Text>
            <OtpInput {...form.getInputProps('otp')} />
            {errorText}
            <Group grow>
              <Button type="submit" loading={verifyOtp.isPending}>
                Verify OTP
              </Button>
              <Button
                variant="default"
                type="button"
                onClick={() => {
                  setOtpView(false);
                  setFormError(null);
                  form.clearErrors();
                }}
              >
                Back to Signup
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={onRegister} noValidate>
          <Stack gap="md" mt="md">
            <TextInput label="Full name" autoComplete="name" required {...form.getInputProps('name')} />
            <MobileInput {...form.getInputProps('mobile')} />
            <PasswordInput
              label="Password"
              description={`At least ${PASSWORD_MIN_LENGTH} characters`}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label="City" autoComplete="address-level2" required {...form.getInputProps('city')} />
              <TextInput label="State" autoComplete="address-level1" required {...form.getInputProps('state')} />
            </SimpleGrid>
            {errorText}
            <Group grow>
              <Button type="submit" loading={register.isPending} disabled={busy && !register.isPending}>
                Register
              </Button>
              <Button type="button" variant="light" loading={sendOtp.isPending} disabled={busy && !sendOtp.isPending} onClick={onSendOtp}>
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
