import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.js';

const SECRET = 'tokens-test-secret-tokens-test-secret-00';

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('a token verified before (and remembered) is refused once it expires', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService(SECRET, 1 / 60); // one minute
    const token = tokens.issue(7, 'USER');
    expect(tokens.verify(token)).toMatchObject({ userId: 7 });
    expect(tokens.verify(token)).toMatchObject({ userId: 7 }); // from the verifier's memory
    vi.setSystemTime(Date.now() + 61_000);
    expect(tokens.verify(token)).toBeNull();
  });

  it('a remembered token does not make a changed one valid', () => {
    const tokens = createTokenService(SECRET, 1);
    const token = tokens.issue(7, 'USER');
    expect(tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '8' })).toString('base64url');
    expect(tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(tokens.verify(`${token}x`)).toBeNull();
    expect(createTokenService(`${SECRET}-other`, 1).verify(token)).toBeNull();
  });

  it('keeps at most its limit of tokens, the least recently used forgotten first; a forgotten token is verified again', () => {
    const tokens = createTokenService(SECRET, 1, { remember: 3 });
    const [a, b, c, d] = [1, 2, 3, 4].map((id) => tokens.issue(id, 'USER'));
    for (const token of [a!, b!, c!]) tokens.verify(token);
    expect(tokens.verifications).toBe(3);
    expect(tokens.verify(a!)).toMatchObject({ userId: 1 }); // remembered: no new verification
    expect(tokens.verifications).toBe(3);
    tokens.verify(d!); // b is now the least recently used, and goes
    expect(tokens.remembered).toBe(3);
    expect(tokens.verify(a!)).toMatchObject({ userId: 1 });
    expect(tokens.verify(c!)).toMatchObject({ userId: 3 });
    expect(tokens.verifications).toBe(4);
    expect(tokens.verify(b!)).toMatchObject({ userId: 2 }); // forgotten: verified again
    expect(tokens.verifications).toBe(5);
    expect(tokens.remembered).toBe(3);
  });

  it('by default remembers the tokens of 40,000 members with room to spare (each re-verified only once)', () => {
    const tokens = createTokenService(SECRET, 1);
    const issued = Array.from({ length: 40_000 }, (_, i) => tokens.issue(i + 1, 'USER'));
    for (const token of issued) tokens.verify(token);
    for (const token of issued) tokens.verify(token);
    expect(tokens.verifications).toBe(40_000);
    expect(tokens.remembered).toBe(40_000);
  });
});
