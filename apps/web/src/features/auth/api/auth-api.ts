// The authentication calls of section 7, as TanStack Query mutations.
import { useMutation } from '@tanstack/react-query';
import {
  isLanguage,
  type AuthResponse,
  type LoginBody,
  type RegisterBody,
  type SendOtpResponse,
  type VerifyOtpBody,
} from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => api.post<AuthResponse>('/api/auth/login', body) });
}

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBody) => api.post<AuthResponse>('/api/auth/register', body) });
}

export function useSendOtp() {
  return useMutation({
    // The code's SMS is written in the language on this screen (issue 43).
    mutationFn: (mobile: string) =>
      api.post<SendOtpResponse>('/api/auth/send-otp', { mobile, ...(isLanguage(i18n.locale) ? { language: i18n.locale } : {}) }),
  });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: (body: VerifyOtpBody) => api.post<AuthResponse>('/api/auth/verify-otp', body) });
}
