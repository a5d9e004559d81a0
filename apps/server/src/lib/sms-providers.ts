// Real OTP delivery by SMS: Twilio (Messages API), MSG91 (Flow API) or a generic HTTPS webhook,
// chosen by SMS_PROVIDER. Each attempt has a time-out; failures that may pass (network errors,
// time-outs, 429, 5xx) are retried with exponential backoff and jitter; a definite refusal (other
// 4xx) is not. When every attempt fails the member gets 502 `Failed to send OTP`.
//
// Nothing about the code is ever logged: log lines carry the provider, the attempt, the HTTP
// status and a masked number only, never the message text or the provider's answer body.
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@rhythmfit/contracts';
import { textsFor } from './texts.js';
import type { SmsConfig } from '../config/config.js';
import { OtpDeliveryError, type OtpDelivery } from './otp-delivery.js';

export interface SmsRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

interface Provider {
  name: string;
  build(to: string, code: string, text: string, language: Language): SmsRequest;
  /** Some providers answer 200 with an error inside. */
  accepted?(status: number, body: string): boolean;
}

/** A failure that may pass (network, time-out, 429, 5xx): worth another attempt later. */
export class RetryableError extends Error {}

export function maskMobile(mobile: string): string {
  return mobile.length > 4 ? `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}` : '****';
}

/** The international form of a 10-digit number: `+91XXXXXXXXXX` with the default country code. */
export function internationalNumber(mobile: string, countryCode: string): string {
  return `${countryCode}${mobile}`;
}

/** The one-time code's SMS in the reader's language (the server's `auth` catalogue). */
export function otpMessage(appName: string, code: string, ttlMinutes: number, language: Language = 'en'): string {
  return textsFor('auth', language)('otp.text', { code, app: appName, minutes: ttlMinutes });
}

function twilio(config: Extract<SmsConfig, { provider: 'twilio' }>): Provider {
  return {
    name: 'twilio',
    build(to, _code, text) {
      const form = new URLSearchParams({ To: to, Body: text });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else if (config.from) form.set('From', config.from);
      return {
        url: `${config.apiBase}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
        headers: {
          authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      };
    },
  };
}

function msg91(config: Extract<SmsConfig, { provider: 'msg91' }>): Provider {
  return {
    name: 'msg91',
    build(to, code, _text, language) {
      // The Flow API fills a DLT-approved template (which holds the wording) with the code; DLT
      // registers each wording, so Hindi has its own template where one is set.
      return {
        url: `${config.apiBase}/api/v5/flow`,
        headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: (language === 'hi' && config.templateIdHi) || config.templateId,
          short_url: '0',
          recipients: [{ mobiles: to.replace(/^\+/, ''), otp: code }],
        }),
      };
    },
    accepted(status, body) {
      if (status < 200 || status >= 300) return false;
      try {
        return (JSON.parse(body) as { type?: string }).type !== 'error';
      } catch {
        return true;
      }
    },
  };
}

function webhook(config: Extract<SmsConfig, { provider: 'webhook' }>): Provider {
  return {
    name: 'webhook',
    build(to, _code, text) {
      const body = JSON.stringify({ to, message: text });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-rhythmfit-timestamp': timestamp };
      if (config.secret) {
        headers['x-rhythmfit-signature'] = `sha256=${createHmac('sha256', config.secret).update(`${timestamp}.${body}`).digest('hex')}`;
      }
      return { url: config.url, headers, body };
    },
  };
}

function providerFor(config: SmsConfig): Provider {
  switch (config.provider) {
    case 'twilio':
      return twilio(config);
    case 'msg91':
      return msg91(config);
    case 'webhook':
      return webhook(config);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SmsDeliveryOptions {
  appName: string;
  ttlMinutes: number;
  /** For tests: the base backoff (default 300 ms, doubled per retry, with jitter). */
  backoffMs?: number;
}

export function createSmsOtpDelivery(config: SmsConfig, log: FastifyBaseLogger, options: SmsDeliveryOptions): OtpDelivery {
  const provider = providerFor(config);
  const backoffMs = options.backoffMs ?? 300;

  async function attempt(mobile: string, code: string, language: Language): Promise<void> {
    const to = internationalNumber(mobile, config.countryCode);
    const request = provider.build(to, code, otpMessage(options.appName, code, options.ttlMinutes, language), language);
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new RetryableError(name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : 'network error');
    }
    // Read (and drop) the body: it may echo the message, so it never reaches a log.
    const text = await response.text().catch(() => '');
    const ok = provider.accepted ? provider.accepted(response.status, text) : response.status >= 200 && response.status < 300;
    if (ok) return;
    if (response.status === 429 || response.status >= 500) throw new RetryableError(`HTTP ${response.status}`);
    throw new Error(`refused with HTTP ${response.status}`);
  }

  return {
    revealsCode: false,
    async send(mobile, code, language = 'en') {
      const attempts = config.retries + 1;
      for (let n = 1; n <= attempts; n += 1) {
        try {
          await attempt(mobile, code, language);
          log.info({ provider: provider.name, to: maskMobile(mobile), attempt: n }, 'OTP sent by SMS');
          return;
        } catch (error) {
          const reason = error instanceof Error ? error.message : 'unknown error';
          const retryable = error instanceof RetryableError && n < attempts;
          log.warn(
            { provider: provider.name, to: maskMobile(mobile), attempt: n, reason, willRetry: retryable },
            'SMS delivery attempt failed',
          );
          if (!retryable) throw new OtpDeliveryError(provider.name, reason);
          const delay = backoffMs * 2 ** (n - 1);
          await sleep(delay / 2 + Math.random() * (delay / 2));
        }
      }
      throw new OtpDeliveryError(provider.name, 'no attempt made');
    },
  };
}

/**
 * One provider call, classified: returns when accepted, throws RetryableError for a failure that
 * may pass and Error for a definite refusal. The answer body is read and dropped (it may echo the text).
 */
export async function sendProviderRequest(
  request: SmsRequest,
  timeoutMs: number,
  accepted?: (status: number, body: string) => boolean,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const name = (error as Error).name;
    throw new RetryableError(name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : 'network error');
  }
  const text = await response.text().catch(() => '');
  const ok = accepted ? accepted(response.status, text) : response.status >= 200 && response.status < 300;
  if (ok) return;
  if (response.status === 429 || response.status >= 500) throw new RetryableError(`HTTP ${response.status}`);
  throw new Error(`refused with HTTP ${response.status}`);
}

/** Sends a reminder text (not a code) through the configured SMS provider: one attempt. */
export function createSmsTextSender(config: SmsConfig, reminderTemplateIds: Partial<Record<Language, string>> = {}) {
  const provider = providerFor(config);
  return async (mobile: string, text: string, variables: Record<string, string>, language: Language = 'en'): Promise<void> => {
    const to = internationalNumber(mobile, config.countryCode);
    if (config.provider === 'msg91') {
      // India's DLT rules: the wording lives in an approved template; we send its variables.
      const request = {
        url: `${config.apiBase}/api/v5/flow`,
        headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          // The recipient's language's template where one is registered, else the English one.
          template_id: reminderTemplateIds[language] ?? reminderTemplateIds.en ?? config.templateId,
          short_url: '0',
          recipients: [{ mobiles: to.replace(/^\+/, ''), ...variables }],
        }),
      };
      return sendProviderRequest(request, config.timeoutMs, provider.accepted);
    }
    return sendProviderRequest(provider.build(to, '', text, language), config.timeoutMs, provider.accepted);
  };
}
