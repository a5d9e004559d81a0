// Sign-up, sign-in (password and one-time code) and the user shape those calls answer with.
import { z } from 'zod';
import { MobileSchema } from './common.js';
import { LANGUAGES } from './languages.js';
import { PASSWORD_MIN_LENGTH } from './shell-rules.js';

export { OTP_LENGTH, PASSWORD_MIN_LENGTH, AUTH_MESSAGES } from './shell-rules.js';

const requiredText = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(200, { message: 'Password must be at most 200 characters' });

/** The language the account reads the app, its notifications and its invoices in (issue 43). */
export const LanguageSchema = z.enum(LANGUAGES, { error: 'language must be en or hi' });

export const RegisterBodySchema = z.object({
  name: requiredText('Full name'),
  mobile: MobileSchema,
  password: PasswordSchema,
  city: requiredText('City'),
  state: requiredText('State'),
  /** The language chosen on the sign-up screen becomes the new account's setting. */
  language: LanguageSchema.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  mobile: MobileSchema,
  password: z.string({ error: 'Password is required' }).min(1, { message: 'Password is required' }).max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const SendOtpBodySchema = z.object({
  mobile: MobileSchema,
  /** The language on the screen that asks: the code's SMS is written in it (else the account's, else English). */
  language: LanguageSchema.optional(),
});
export type SendOtpBody = z.infer<typeof SendOtpBodySchema>;

export const OtpCodeSchema = z
  .string({ error: 'OTP is required' })
  .trim()
  .regex(/^\d{6}$/, { message: 'OTP must be 6 digits' });

/**
 * Verify a code. From the sign-up screen the new account's details come along, so that an
 * OTP sign-up ends with a complete account; from the sign-in screen only mobile and otp.
 */
export const VerifyOtpBodySchema = z.object({
  mobile: MobileSchema,
  otp: OtpCodeSchema,
  name: requiredText('Full name').optional(),
  city: requiredText('City').optional(),
  state: requiredText('State').optional(),
  password: PasswordSchema.optional(),
  language: LanguageSchema.optional(),
});
export type VerifyOtpBody = z.infer<typeof VerifyOtpBodySchema>;

export const RoleObjectSchema = z.object({ name: z.string() });

/** The user as login, register and verify-otp answer it (spec section 3). */
export const AuthUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: RoleObjectSchema,
  profilePicture: z.string().nullable(),
  lastSeen: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  address: z.string().nullable(),
  mobile: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: AuthUserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** Dev delivery answers the code itself (the screens show it); real delivery only a message. */
export const SendOtpResponseSchema = z.object({
  otp: z.string().optional(),
  message: z.string(),
});
export type SendOtpResponse = z.infer<typeof SendOtpResponseSchema>;
