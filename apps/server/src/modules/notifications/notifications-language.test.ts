// Notifications in the recipient's language (issue 43): in-app, push, SMS (MSG91's Flow API with a
// template per language, as India's DLT rules want) and WhatsApp (Meta's Cloud API templates carry
// a language code), each against a local stand-in of the provider's documented API. A person without
// a language setting reads English; no text carries a health value.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { BOOKING_POLICY_DEFAULTS, wallClockToInstant } from '@rhythmfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { createSlot } from '../../../test/coaching-factories.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  raw: Buffer;
}

async function standIn(answer: string): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      received.push({ url: req.url ?? '', headers: req.headers, body: raw.toString('utf8'), raw });
      res.writeHead(req.url?.startsWith('/push') ? 201 : 200, { 'content-type': 'application/json' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

const ZONE = 'Asia/Kolkata';
const DEVANAGARI = /[\u0900-\u097F]/;

describe('notifications in the recipient’s language', () => {
  let ctx: TestContext;
  let hindiCoach: UserRow;
  let englishCoach: UserRow;
  let hindiMember: UserRow;
  let englishMember: UserRow;
  let msg91: Awaited<ReturnType<typeof standIn>>;
  let meta: Awaited<ReturnType<typeof standIn>>;
  let push: Awaited<ReturnType<typeof standIn>>;

  beforeAll(async () => {
    msg91 = await standIn('{"type":"success"}');
    meta = await standIn('{"messages":[{"id":"wamid.1"}]}');
    push = await standIn('{}');
    ctx = await buildTestApp(
      {
        BUSINESS_TIME_ZONE: ZONE,
        PUSH_ENDPOINT_HOSTS: '127.0.0.1',
        OTP_DELIVERY: 'dev',
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'msg91-key-123',
        MSG91_TEMPLATE_ID: 'otp-en',
        MSG91_API_BASE: msg91.url,
        SMS_REMINDER_TEMPLATE_ID: 'reminder-en',
        MSG91_TEMPLATE_ID_HI: 'reminder-hi',
        WHATSAPP_PROVIDER: 'meta',
        WHATSAPP_META_TOKEN: 'meta-token-0123456789',
        WHATSAPP_META_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_META_API_BASE: meta.url,
        WHATSAPP_REMINDER_TEMPLATE: 'appointment_reminder',
        JOBS_POLL_MS: '3600000',
      },
      { notificationJobs: false },
    );
    hindiCoach = await ctx.createAdmin('ADMIN', { name: 'Coach Priya', language: 'hi' });
    englishCoach = await ctx.createAdmin('ADMIN', { name: 'Coach Sam', language: 'en' });
    hindiMember = await ctx.createMember({ name: 'Meera Shah', language: 'hi' });
    englishMember = await ctx.createMember({ name: 'Ravi Kumar', language: null });
    await ctx.request(hindiCoach, {
      method: 'PUT',
      url: '/api/admin/booking-policy',
      payload: { ...BOOKING_POLICY_DEFAULTS, minNoticeHours: 0, maxActiveBookingsPerMember: 20, freeSessionsPer30Days: 100 },
    });
  });
  afterAll(async () => {
    await ctx.close();
    for (const s of [msg91, meta, push]) s.server.close();
  });

  const bell = async (user: UserRow) =>
    (await ctx.request(user, { method: 'GET', url: '/api/notifications' })).json().items as { kind: string; title: string; body: string }[];

  async function bookIn(member: UserRow, hours: number, minute: number) {
    const at = new Date(Date.now() + hours * 3_600_000);
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);
    const get = (type: string) => parts.find((p) => p.type === type)!.value;
    const slot = await createSlot(ctx.db, { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${minute}` });
    const res = await ctx.request(member, { method: 'POST', url: '/api/bookings', payload: { date: slot.date, time: slot.time } });
    expect(res.statusCode).toBe(201);
    return { slot, instant: wallClockToInstant(slot.date, slot.time, ZONE) };
  }

  it('writes each member’s and each coach’s notice in their own language, English without a setting', async () => {
    const { slot } = await bookIn(hindiMember, 72, 10);
    await bookIn(englishMember, 72, 20);
    await ctx.app.notifications.settled();

    const [hindi] = await bell(hindiMember);
    expect(hindi).toMatchObject({ kind: 'booking_confirmed', title: 'अपॉइंटमेंट बुक हो गया' });
    expect(hindi!.body).toBe(`${slot.date} को ${slot.time} बजे का आपका अपॉइंटमेंट बुक हो गया है।`);
    const [english] = await bell(englishMember);
    expect(english).toMatchObject({ kind: 'booking_confirmed', title: 'Appointment booked' });
    expect(english!.body).not.toMatch(DEVANAGARI);

    // One notice to every coach: each reads it in theirs.
    const hindiCoachBookings = (await bell(hindiCoach)).filter((n) => n.kind === 'coach_new_booking');
    expect(hindiCoachBookings.map((n) => n.title)).toEqual(['नई बुकिंग', 'नई बुकिंग']);
    expect(hindiCoachBookings.map((n) => n.body)).toContain(`Meera Shah ने ${slot.date} को ${slot.time} बजे का अपॉइंटमेंट बुक किया है।`);
    const englishCoachBookings = (await bell(englishCoach)).filter((n) => n.kind === 'coach_new_booking');
    expect(englishCoachBookings.map((n) => n.title)).toEqual(['New booking', 'New booking']);
    expect(englishCoachBookings.map((n) => n.body)).toContain(`Meera Shah booked an appointment on ${slot.date} at ${slot.time}.`);
  });

  it('sends reminders by SMS with the language’s DLT template, by WhatsApp with its language code, and by push, in Hindi', async () => {
    for (const member of [hindiMember, englishMember]) {
      await ctx.request(member, {
        method: 'PUT',
        url: '/api/notifications/preferences',
        payload: { push: true, sms: true, whatsapp: true, liveSessionAlerts: true, quietHours: null, timeZone: ZONE },
      });
    }
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    await ctx.request(hindiMember, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: {
        endpoint: `${push.url}/push/device-hi`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      },
    });
    const { instant } = await bookIn(hindiMember, 48, 30);
    await bookIn(englishMember, 48, 40);
    msg91.received.length = 0;
    meta.received.length = 0;
    push.received.length = 0;
    await ctx.app.notifications.runDue(new Date(instant.getTime() - 24 * 3_600_000 + 1000));
    const later = new Date(instant.getTime() - 24 * 3_600_000 + 1000 + 10 * 60_000);
    await ctx.app.notifications.runDue(later);
    await ctx.app.notifications.runDue(later);

    const sms = msg91.received.map(
      (r) => JSON.parse(r.body) as { template_id: string; recipients: [{ mobiles: string; title: string; message: string }] },
    );
    const hindiSms = sms.find((s) => s.recipients[0].mobiles === `91${hindiMember.mobile}`)!;
    expect(hindiSms.template_id).toBe('reminder-hi');
    expect(hindiSms.recipients[0].title).toBe('कल अपॉइंटमेंट है');
    expect(hindiSms.recipients[0].message).toMatch(/^कोच के साथ आपका अपॉइंटमेंट .+ को \d\d:\d\d IST बजे है।$/);
    const englishSms = sms.find((s) => s.recipients[0].mobiles === `91${englishMember.mobile}`)!;
    expect(englishSms.template_id).toBe('reminder-en');
    expect(englishSms.recipients[0].message).toMatch(/^Your appointment with your coach is on .+ at \d\d:\d\d IST\.$/);

    const whatsapp = meta.received.map((r) => JSON.parse(r.body) as { to: string; template: { name: string; language: { code: string } } });
    expect(whatsapp.find((w) => w.to === `91${hindiMember.mobile}`)!.template).toMatchObject({
      name: 'appointment_reminder',
      language: { code: 'hi' },
    });
    expect(whatsapp.find((w) => w.to === `91${englishMember.mobile}`)!.template.language).toEqual({ code: 'en' });

    const pushed = push.received.filter((r) => r.url === '/push/device-hi');
    expect(pushed.length).toBeGreaterThan(0);
    const clear = JSON.parse(
      ece.decrypt(pushed.at(-1)!.raw, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString('utf8'),
    );
    expect(clear.title).toMatch(DEVANAGARI);
    // No health values in what leaves the server: the texts name only the appointment.
    for (const text of [...sms.map((s) => s.recipients[0].message), clear.body]) expect(text).not.toMatch(/kg|weight|वज़न|\bcm\b/i);
  });
});
