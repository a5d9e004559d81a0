// How a one-time code reaches the member. `dev` logs it and hands it back to the caller (the
// screens show it); real SMS providers plug in behind the same interface.
import type { FastifyBaseLogger } from 'fastify';

export interface OtpDelivery {
  /** true when the answer to send-otp may carry the code itself. */
  readonly revealsCode: boolean;
  send(mobile: string, code: string): Promise<void>;
}

export function createDevOtpDelivery(log: FastifyBaseLogger): OtpDelivery {
  return {
    revealsCode: true,
    async send(mobile, code) {
      log.info({ mobile }, `dev OTP delivery: code ${code} for ${mobile}`);
    },
  };
}
