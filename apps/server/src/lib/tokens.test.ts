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
});
