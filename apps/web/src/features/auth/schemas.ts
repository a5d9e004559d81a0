// The sign-in and sign-up screens' rules: the contract schemas the auth routes validate with, plus
// the forms' shapes derived from them (a blank field of a form means "not given").
import { z } from 'zod';
import { PasswordSchema, RegisterBodySchema, VerifyOtpBodySchema } from '@rhythmfit/contracts';

/** Send OTP from sign-up: the new account's details, the password optional (blank means none). */
export const SignUpOtpSchema = RegisterBodySchema.extend({
  password: z.preprocess((value) => (value === '' ? undefined : value), PasswordSchema.optional()),
});

/** The code field alone (the mobile was checked before the code was sent). */
export const OtpFieldSchema = VerifyOtpBodySchema.pick({ otp: true });

export { LoginBodySchema, RegisterBodySchema, SendOtpBodySchema, VerifyOtpBodySchema } from '@rhythmfit/contracts';
export { zodRules } from '../../lib/form';
