// The authentication calls of section 7, as TanStack Query mutations.
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginBody, RegisterBody, SendOtpResponse, VerifyOtpBody } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => api.post<AuthResponse>('/api/auth/login', body) });
}

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBody) => api.post<AuthResponse>('/api/auth/register', body) });
}

export function useSendOtp() {
  return useMutation({ mutationFn: (mobile: string) => api.post<SendOtpResponse>('/api/auth/send-otp', { mobile }) });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: (body: VerifyOtpBody) => api.post<AuthResponse>('/api/auth/verify-otp', body) });
}
