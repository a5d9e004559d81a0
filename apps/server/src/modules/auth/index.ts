// Sign-up and sign-in (password and OTP): the only import path for other modules and app.ts.
export { AuthService } from './auth.service.js';
export { authRoutes } from './auth.routes.js';
export { OTP_TTL_MS, OtpService } from './otp.service.js';
export { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './password.js';
