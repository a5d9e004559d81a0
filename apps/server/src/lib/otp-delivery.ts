// How a one-time code reaches the member. `dev` logs it and hands it back to the caller (the
// screens show it); `sms` sends it through a provider (sms-providers.ts) and never reveals it.
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES, type Language } from '@rhythmfit/contracts';
import { AppError } from './errors.js';

export interface OtpDelivery {
  /** true when the answer to send-otp may carry the code itself. */
  readonly revealsCode: boolean;
  /** `language`: the reader's, for the text (and the provider's template where they are per language). */
  send(mobile: string, code: string, language?: Language): Promise<void>;
}

/** The provider could not deliver: the member sees the spec's `Failed to send OTP` (502). */
export class OtpDeliveryError extends AppError {
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(502, 'otp_delivery_failed', AUTH_MESSAGES.sendOtpFailed);
  }
}

export function createDevOtpDelivery(log: FastifyBaseLogger): OtpDelivery {
  return {
    revealsCode: true,
    async send(mobile, code) {
      log.info({ mobile }, `dev OTP delivery: code ${code} for ${mobile}`);
    },
  };
}
