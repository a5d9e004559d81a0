import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, buildTestApp, uniqueMobile, type TestContext } from '../../../test/helpers.js';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

describe('authentication', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ OTP_RESEND_SECONDS: '0' });
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const signUp = (overrides: Record<string, unknown> = {}) =>
    post('/api/auth/register', {
      name: 'Asha Rao',
      mobile: uniqueMobile(),
      password: 'longpassword',
      city: 'Pune',
      state: 'Maharashtra',
      ...overrides,
    });

  describe('POST /api/auth/register', () => {
    it('refuses common and breached passwords with a clear message, whatever their case', async () => {
      for (const password of ['password123', 'PASSWORD123', 'qwerty123', '1q2w3e4r']) {
        const mobile = uniqueMobile();
        const res = await signUp({ mobile, password });
        expect(res.statusCode, password).toBe(400);
        expect(res.json()).toEqual({
          message: 'This password is too common. Please choose one that is harder to guess.',
          code: 'password_too_common',
        });
        expect(await ctx.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst()).toBeUndefined();
      }
      expect((await signUp({ password: 'plum-orchard-41' })).statusCode).toBe(201);
    });

    it('creates a member and answers a token and the user (no secrets)', async () => {
      const mobile = uniqueMobile();
      const res = await signUp({ mobile });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.token).toEqual(expect.any(String));
      expect(body.user).toEqual({
        id: expect.any(Number),
        name: 'Asha Rao',
        role: { name: 'USER' },
        profilePicture: null,
        lastSeen: null,
        latitude: null,
        longitude: null,
        address: null,
        mobile,
        city: 'Pune',
        state: 'Maharashtra',
      });
      expect(res.body).not.toContain('password');
      const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${body.token}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: body.user.id, mobile, deleted: false });
    });

    it.each([
      ['a 9-digit mobile', { mobile: '987654321' }, 'Please enter a valid 10-digit mobile number.'],
      ['an 11-digit mobile', { mobile: '98765432101' }, 'Please enter a valid 10-digit mobile number.'],
      ['letters in the mobile', { mobile: '98765abcde' }, 'Please enter a valid 10-digit mobile number.'],
      ['no name', { name: '' }, 'Full name is required'],
      ['no city', { city: '   ' }, 'City is required'],
      ['no state', { state: undefined }, 'State is required'],
      ['no password', { password: '' }, 'Password is required'],
      ['a short password', { password: 'short' }, 'Password must be at least 8 characters'],
    ])('refuses %s with 400 and a clear message', async (_label, overrides, message) => {
      const res = await signUp(overrides);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'validation_failed' });
    });

    it('answers 409 for a mobile number that already has an account', async () => {
      const mobile = uniqueMobile();
      expect((await signUp({ mobile })).statusCode).toBe(201);
      const again = await signUp({ mobile });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'An account with this mobile number already exists', code: 'mobile_taken' });
    });

    it('answers malformed JSON with 400 and a JSON error', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: '{"name": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The request body is not valid JSON', code: 'malformed_json' });
    });

    it('answers a body over the limit with 413', async () => {
      const res = await signUp({ name: 'x'.repeat(2_000_000) });
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('payload_too_large');
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password', async () => {
      const member = await ctx.createMember();
      const res = await post('/api/auth/login', { mobile: member.mobile, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: member.id, role: { name: 'USER' } });
    });

    it('answers the same 401 for a wrong password and an unknown number', async () => {
      const member = await ctx.createMember();
      const wrong = await post('/api/auth/login', { mobile: member.mobile, password: 'not-the-password' });
      const unknown = await post('/api/auth/login', { mobile: uniqueMobile(), password: 'whatever123' });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Invalid mobile number or password', code: 'invalid_credentials' });
      }
    });

    it('requires mobile and password', async () => {
      expect((await post('/api/auth/login', { mobile: '9876543210' })).statusCode).toBe(400);
      expect((await post('/api/auth/login', { password: 'x' })).json().message).toBe('Please enter a valid 10-digit mobile number.');
    });

    it('refuses an account marked for deletion', async () => {
      const member = await ctx.createMember({ deleted: 1 });
      const res = await post('/api/auth/login', { mobile: member.mobile, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('one-time codes', () => {
    const sendOtp = (mobile: string) => post('/api/auth/send-otp', { mobile });
    const verifyOtp = (payload: Record<string, unknown>) => post('/api/auth/verify-otp', payload);

    it('signs an existing member in with the code dev delivery answered', async () => {
      const member = await ctx.createMember({ mobile_verified: 0 });
      const sent = await sendOtp(member.mobile);
      expect(sent.statusCode).toBe(200);
      const { otp } = sent.json();
      expect(otp).toMatch(/^\d{6}$/);
      const res = await verifyOtp({ mobile: member.mobile, otp });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(member.id);
      const row = await ctx.db.selectFrom('users').select('mobile_verified').where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(row.mobile_verified).toBe(1);
    });

    it('stores codes hashed, never in clear', async () => {
      const mobile = uniqueMobile();
      const { otp } = (await sendOtp(mobile)).json();
      const rows = await ctx.db.selectFrom('otp_codes').selectAll().where('mobile', '=', mobile).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code_hash).not.toContain(otp);
    });

    it('answers the same for a number with and without an account', async () => {
      const member = await ctx.createMember();
      const known = await sendOtp(member.mobile);
      const unknown = await sendOtp(uniqueMobile());
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(Object.keys(known.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    });

    it('refuses an invalid mobile number', async () => {
      const res = await sendOtp('12345');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid 10-digit mobile number.');
    });

    it('refuses a wrong code, and a used code the second time', async () => {
      const member = await ctx.createMember();
      const { otp } = (await sendOtp(member.mobile)).json();
      const wrong = otp === '000000' ? '111111' : '000000';
      const bad = await verifyOtp({ mobile: member.mobile, otp: wrong });
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toEqual({ message: 'Invalid or expired OTP', code: 'invalid_otp' });
      expect((await verifyOtp({ mobile: member.mobile, otp })).statusCode).toBe(200);
      const reused = await verifyOtp({ mobile: member.mobile, otp });
      expect(reused.statusCode).toBe(401);
      expect(reused.json().message).toBe('Invalid or expired OTP');
    });

    it('refuses an expired code', async () => {
      const member = await ctx.createMember();
      const { otp } = (await sendOtp(member.mobile)).json();
      await ctx.db
        .updateTable('otp_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('mobile', '=', member.mobile)
        .execute();
      const res = await verifyOtp({ mobile: member.mobile, otp });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid or expired OTP');
    });

    it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
      const member = await ctx.createMember();
      const { otp } = (await sendOtp(member.mobile)).json();
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) expect((await verifyOtp({ mobile: member.mobile, otp: wrong })).statusCode).toBe(401);
      expect((await verifyOtp({ mobile: member.mobile, otp })).statusCode).toBe(401);
    });

    it('only the newest code is alive', async () => {
      const member = await ctx.createMember();
      const first = (await sendOtp(member.mobile)).json().otp;
      const second = (await sendOtp(member.mobile)).json().otp;
      if (first !== second) expect((await verifyOtp({ mobile: member.mobile, otp: first })).statusCode).toBe(401);
      expect((await verifyOtp({ mobile: member.mobile, otp: second })).statusCode).toBe(200);
    });

    it('an unknown number without sign-up details is asked to sign up and keeps its code', async () => {
      const mobile = uniqueMobile();
      const { otp } = (await sendOtp(mobile)).json();
      const res = await verifyOtp({ mobile, otp });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('signup_required');
      const created = await verifyOtp({ mobile, otp, name: 'New Member', city: 'Nagpur', state: 'Maharashtra' });
      expect(created.statusCode).toBe(200);
      expect(created.json().user).toMatchObject({ name: 'New Member', city: 'Nagpur', state: 'Maharashtra', mobile });
      const row = await ctx.db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
      expect(row.mobile_verified).toBe(1);
      expect(row.role).toBe('USER');
    });

    it('an OTP sign-up refuses a common password, and creates no account', async () => {
      const mobile = uniqueMobile();
      const { otp } = (await sendOtp(mobile)).json();
      const res = await verifyOtp({ mobile, otp, name: 'Pass Word', city: 'Goa', state: 'Goa', password: 'Password123' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'This password is too common. Please choose one that is harder to guess.',
        code: 'password_too_common',
      });
      expect(await ctx.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst()).toBeUndefined();
    });

    it('an OTP sign-up with a password can later sign in by password', async () => {
      const mobile = uniqueMobile();
      const { otp } = (await sendOtp(mobile)).json();
      const res = await verifyOtp({ mobile, otp, name: 'Pass Word', city: 'Goa', state: 'Goa', password: 'abcdefgh1' });
      expect(res.statusCode).toBe(200);
      expect((await post('/api/auth/login', { mobile, password: 'abcdefgh1' })).statusCode).toBe(200);
    });

    it('refuses an OTP that is not 6 digits', async () => {
      const res = await verifyOtp({ mobile: uniqueMobile(), otp: '12ab' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('OTP must be 6 digits');
    });
  });

  describe('tokens', () => {
    it('refuses requests without a token', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/users/me' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    });

    it('refuses a tampered token', async () => {
      const member = await ctx.createMember();
      const token = ctx.tokenFor(member);
      const [header, payload, signature] = token.split('.');
      const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      forged.sub = String(member.id + 1);
      const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
      const res = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${tampered}` } });
      expect(res.statusCode).toBe(401);
    });

    it('refuses an alg:none token', async () => {
      const member = await ctx.createMember();
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
        JSON.stringify({ sub: String(member.id), jti: 'x', exp: Math.floor(Date.now() / 1000) + 3600 }),
      ).toString('base64url')}.`;
      const res = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${none}` } });
      expect(res.statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const member = await ctx.createMember();
      const sign = createSigner({ key: SECRET, algorithm: 'HS256' });
      const expired = sign({
        sub: String(member.id),
        jti: 'expired-1',
        exp: Math.floor(Date.now() / 1000) - 10,
        iat: Math.floor(Date.now() / 1000) - 100,
      });
      const res = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${expired}` } });
      expect(res.statusCode).toBe(401);
    });

    it('refuses a token signed with another secret', async () => {
      const member = await ctx.createMember();
      const sign = createSigner({ key: 'another-secret-another-secret-another-secret', algorithm: 'HS256', expiresIn: 60_000 });
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${sign({ sub: String(member.id), jti: 'j' })}` },
      });
      expect(res.statusCode).toBe(401);
    });

    it('logout revokes the token and only that token', async () => {
      const member = await ctx.createMember();
      const token = ctx.tokenFor(member);
      const other = ctx.tokenFor(member);
      const auth = { authorization: `Bearer ${token}` };
      expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: auth })).statusCode).toBe(200);
      const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
      expect(out.statusCode).toBe(200);
      const after = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('invalid_token');
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${other}` } })).statusCode,
      ).toBe(200);
    });
  });
});

describe('OTP send limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ OTP_RESEND_SECONDS: '30', OTP_SENDS_PER_HOUR: '5' });
  });
  afterAll(() => ctx.close());

  it('refuses a resend sooner than 30 s with 429 and Retry-After', async () => {
    const mobile = uniqueMobile();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile } })).statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile } });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(again.json().code).toBe('otp_resend_too_soon');
  });

  it('allows at most 5 sends per number per hour', async () => {
    const mobile = uniqueMobile();
    // Five earlier sends spread over the last hour, outside the resend interval.
    for (let i = 0; i < 5; i += 1) {
      const at = new Date(Date.now() - (50 - i * 5) * 60_000).toISOString();
      await ctx.db
        .insertInto('otp_codes')
        .values({ mobile, code_hash: 'x', created_at: at, expires_at: at, attempts: 0, consumed_at: at })
        .execute();
    }
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile } });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('otp_send_limit');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60 + 1);
  });
});

describe('rate limits on authentication routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '3', RATE_LIMIT_AUTH_PER_MOBILE: '100' });
  });
  afterAll(() => ctx.close());

  it('answers 429 with Retry-After past the per-address limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { mobile: uniqueMobile(), password: 'whatever1' },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.headers['retry-after']).toBeDefined();
        expect(res.json()).toMatchObject({ code: 'rate_limited' });
      }
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});

describe('rate limit per mobile number', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '100', RATE_LIMIT_AUTH_PER_MOBILE: '2' });
  });
  afterAll(() => ctx.close());

  it('limits attempts on one number whatever the address', async () => {
    const mobile = uniqueMobile();
    const attempt = (ip: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { mobile, password: 'whatever1' }, remoteAddress: ip });
    expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
    expect((await attempt('10.0.0.3')).statusCode).toBe(429);
    // Another number is not affected.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { mobile: uniqueMobile(), password: 'whatever1' } }))
        .statusCode,
    ).toBe(401);
  });
});
