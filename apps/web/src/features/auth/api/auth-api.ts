// The authentication calls of section 7.
import type { AuthResponse, LoginBody, RegisterBody, SendOtpResponse, VerifyOtpBody } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';

export const login = (body: LoginBody) => api.post<AuthResponse>('/api/auth/login', body);
export const register = (body: RegisterBody) => api.post<AuthResponse>('/api/auth/register', body);
export const sendOtp = (mobile: string) => api.post<SendOtpResponse>('/api/auth/send-otp', { mobile });
export const verifyOtp = (body: VerifyOtpBody) => api.post<AuthResponse>('/api/auth/verify-otp', body);
