// Sign-up (/register): full name, mobile number, password, city, state; Register, or Send OTP that
// opens the OTP entry view (Verify OTP, Back to Signup). Both end on /dashboard. The fields check
// the same rules as the server (RegisterBodySchema, VerifyOtpBodySchema from the contracts).
import { Anchor, Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH, type AuthResponse } from '@rhythmfit/contracts';
import { LanguageSwitch } from '../../../components/language-switch';
import { errorMessage } from '../../../lib/api-client';
import { zodRules } from '../../../lib/form';
import { useLanguage, useTexts } from '../../../lib/i18n';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { saveSession } from '../../../lib/session';
import { useRegister, useSendOtp, useVerifyOtp } from '../api/auth-api';
import { MobileInput, OtpInput } from '../components/mobile-input';
import { OtpFieldSchema, RegisterBodySchema, SignUpOtpSchema, VerifyOtpBodySchema } from '../schemas';
import { authTexts } from '../texts';

export default function SignUpPage() {
  const t = useTexts(authTexts);
  // A language chosen here becomes the new account's setting (English, the default, is not sent).
  const language = useLanguage();
  const chosenLanguage = language === 'hi' ? { language } : {};
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
    register.mutate(
      { ...RegisterBodySchema.parse(values), ...chosenLanguage },
      {
        onSuccess: (session) => {
          notifySuccess(t('signUp.welcome'));
          signedIn(session);
        },
        onError: (error) => {
          const message = errorMessage(error, t('error.signupFailed'));
          setFormError(message);
          notifyError(message);
        },
      },
    );
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
        notifyInfo(answer.otp ? t('otp.shown', { otp: answer.otp }) : t('otp.sent'));
      },
      onError: (error) => {
        const detail = errorMessage(error, '');
        setFormError(t('error.sendOtpFailedSignup'));
        notifyError(
          detail && detail !== 'Request failed' ? t('error.sendOtpFailedSignupDetail', { detail }) : t('error.sendOtpFailedSignup'),
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
    verifyOtp.mutate(
      { ...VerifyOtpBodySchema.parse({ ...SignUpOtpSchema.parse(values), otp: values.otp }), ...chosenLanguage },
      {
        onSuccess: signedIn,
        onError: (error) => {
          const message = errorMessage(error, t('error.invalidOtp'));
          setFormError(message);
          notifyError(message);
        },
      },
    );
  };

  const errorText = formError && (
    <Text c="red.8" size="sm" role="alert">
      {formError}
    </Text>
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" maw={560} mx="auto">
      <Title order={1} size="h2" mb={4}>
        {otpView ? t('signUp.verifyTitle') : t('signUp.title')}
      </Title>
      {otpView ? (
        <form onSubmit={onVerify} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('signUp.codeSentTo', { mobile: form.getValues().mobile })}
            </Text>
            <OtpInput {...form.getInputProps('otp')} />
            {errorText}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Button type="submit" loading={verifyOtp.isPending}>
                {t('action.verifyOtp')}
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
                {t('action.backToSignup')}
              </Button>
            </SimpleGrid>
          </Stack>
        </form>
      ) : (
        <form onSubmit={onRegister} noValidate>
          <Stack gap="md" mt="md">
            <TextInput label={t('field.fullName')} autoComplete="name" required {...form.getInputProps('name')} />
            <MobileInput {...form.getInputProps('mobile')} />
            <PasswordInput
              label={t('field.password')}
              description={t('field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label={t('field.city')} autoComplete="address-level2" required {...form.getInputProps('city')} />
              <TextInput label={t('field.state')} autoComplete="address-level1" required {...form.getInputProps('state')} />
            </SimpleGrid>
            {errorText}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Button type="submit" loading={register.isPending} disabled={busy && !register.isPending}>
                {t('action.register')}
              </Button>
              <Button type="button" variant="light" loading={sendOtp.isPending} disabled={busy && !sendOtp.isPending} onClick={onSendOtp}>
                {t('action.sendOtp')}
              </Button>
            </SimpleGrid>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center" mt="lg">
        {t.rich('signUp.haveAccount', { 0: <Anchor component={Link} to="/" /> })}
      </Text>
      <Group justify="center" mt="sm">
        <LanguageSwitch />
      </Group>
    </Paper>
  );
}
