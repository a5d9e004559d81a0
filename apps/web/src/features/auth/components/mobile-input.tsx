import { TextInput, type TextInputProps } from '@mantine/core';

/** The mobile number field: digits only, at most 10 characters. */
export function MobileInput(props: Omit<TextInputProps, 'onChange'> & { value: string; onChange: (value: string) => void }) {
  const { onChange, ...rest } = props;
  return (
    <TextInput
      label="Mobile number"
      placeholder="10-digit mobile number"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      required
      {...rest}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 10))}
    />
  );
}

export function OtpInput({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <TextInput
      label="OTP"
      placeholder="6-digit code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
