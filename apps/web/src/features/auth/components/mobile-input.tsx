import { TextInput, type TextInputProps } from '@mantine/core';
import { useTexts } from '../../../lib/i18n';
import { authTexts } from '../texts';

/** TextInput props with an onChange that receives the cleaned value (what form.getInputProps gives). */
type DigitsInputProps = Omit<TextInputProps, 'onChange'> & { onChange: (value: string) => void };

/** The mobile number field: digits only, at most 10 characters. */
export function MobileInput({ onChange, ...rest }: DigitsInputProps) {
  const t = useTexts(authTexts);
  return (
    <TextInput
      label={t('field.mobile')}
      placeholder={t('field.mobilePlaceholder')}
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      required
      {...rest}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 10))}
    />
  );
}

/** The one-time code field: digits only, at most 6 characters. */
export function OtpInput({ onChange, ...rest }: DigitsInputProps) {
  const t = useTexts(authTexts);
  return (
    <TextInput
      label={t('field.otp')}
      placeholder={t('field.otpPlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      {...rest}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
