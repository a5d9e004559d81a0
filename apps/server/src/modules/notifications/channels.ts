// The ways out of the app: web push (VAPID, payload encrypted with RFC 8291 aes128gcm by the
// web-push library, sent with fetch so a loopback test service can be plain http), reminder SMS
// through the configured SMS provider, and WhatsApp (Twilio, Meta's Cloud API or a signed webhook).
// Each call is ONE attempt: the scheduler owns retries. Errors are classified: GoneError (the push
// device is gone), RetryableError (may pass), anything else (a definite refusal).
import { createHmac } from 'node:crypto';
import type { Language } from '@rhythmfit/contracts';
import type { NotificationsConfig, SmsConfig, WhatsAppConfig } from '../../config/config.js';
import { createSmsTextSender, internationalNumber, sendProviderRequest, type SmsRequest } from '../../lib/sms-providers.js';

export { RetryableError } from '../../lib/sms-providers.js';
import { RetryableError } from '../../lib/sms-providers.js';

/** The push service answered 404 or 410: the subscription no longer exists. */
export class GoneError extends Error {}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface ReminderText {
  text: string;
  variables: Record<string, string>;
  /** The recipient's: it picks the provider's template where templates are registered per language. */
  language: Language;
}

export interface Channels {
  push(target: PushTarget, payload: string): Promise<void>;
  /** Absent when no SMS provider is configured. */
  sms?: (mobile: string, reminder: ReminderText) => Promise<void>;
  /** Absent when no WhatsApp provider is configured. */
  whatsapp?: (mobile: string, reminder: ReminderText) => Promise<void>;
}

const PUSH_TIMEOUT_MS = 10_000;

export function createPushSender(vapid: NotificationsConfig['vapid']) {
  return async (target: PushTarget, payload: string): Promise<void> => {
    // Loaded with the first push, not at start (an instance without push never needs it); Node caches it.
    const { default: webpush } = await import('web-push');
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: 6 * 60 * 60,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    );
    let response: Response;
    try {
      response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : undefined,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new RetryableError(name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : 'network error');
    }
    await response.text().catch(() => '');
    if (response.status >= 200 && response.status < 300) return;
    if (response.status === 404 || response.status === 410) throw new GoneError(`push service answered ${response.status}`);
    if (response.status === 429 || response.status >= 500) throw new RetryableError(`HTTP ${response.status}`);
    throw new Error(`refused with HTTP ${response.status}`);
  };
}

function whatsAppRequest(config: WhatsAppConfig, to: string, reminder: ReminderText): SmsRequest {
  switch (config.provider) {
    case 'twilio': {
      const form = new URLSearchParams({ To: `whatsapp:${to}`, From: `whatsapp:${config.from}`, Body: reminder.text });
      return {
        url: `${config.apiBase}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
        headers: {
          authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      };
    }
    case 'meta': {
      // Business-initiated WhatsApp messages must use an approved template; a plain text is only
      // accepted inside a 24-hour customer service window.
      const message = config.template
        ? {
            type: 'template',
            template: {
              name: config.template,
              language: { code: reminder.language },
              components: [{ type: 'body', parameters: Object.values(reminder.variables).map((text) => ({ type: 'text', text })) }],
            },
          }
        : { type: 'text', text: { body: reminder.text } };
      return {
        url: `${config.apiBase}/${encodeURIComponent(config.phoneNumberId)}/messages`,
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', to: to.replace(/^\+/, ''), ...message }),
      };
    }
    case 'webhook': {
      const body = JSON.stringify({ to, template: config.template ?? null, variables: reminder.variables, message: reminder.text });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-rhythmfit-timestamp': timestamp };
      if (config.secret)
        headers['x-rhythmfit-signature'] = `sha256=${createHmac('sha256', config.secret).update(`${timestamp}.${body}`).digest('hex')}`;
      return { url: config.url, headers, body };
    }
  }
}

export function createChannels(config: { notifications: NotificationsConfig; sms?: SmsConfig }): Channels {
  const smsText = config.sms ? createSmsTextSender(config.sms, config.notifications.smsReminderTemplateIds) : null;
  const whatsapp = config.notifications.whatsapp;
  return {
    push: createPushSender(config.notifications.vapid),
    sms: smsText ? (mobile, reminder) => smsText(mobile, reminder.text, reminder.variables, reminder.language) : undefined,
    whatsapp: whatsapp
      ? (mobile, reminder) =>
          sendProviderRequest(whatsAppRequest(whatsapp, internationalNumber(mobile, whatsapp.countryCode), reminder), whatsapp.timeoutMs)
      : undefined,
  };
}
