// Access tokens: HS256 JWTs (the one algorithm accepted), with an expiry and a jti that logout
// revokes. A tampered, expired or `alg: none` token fails verification.
import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

/** Verified tokens remembered (least recently used go first); about 1 KB each. */
const VERIFIED_TOKENS_KEPT = 20_000;

export interface TokenClaims {
  userId: number;
  jti: string;
  expiresAt: Date;
}

export interface TokenService {
  issue(userId: number, role: string): string;
  verify(token: string): TokenClaims | null;
}

export function createTokenService(secret: string, expiresInHours: number): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: expiresInHours * 3_600_000 });
  // Every signed-in phone sends its token several times a minute, and verifying it (base64, JSON,
  // HMAC) was the largest single cost of the 10,000-member background mix (npm run bench). fast-jwt
  // remembers verified tokens (never past their expiry); keyed by the token itself, because its
  // default key, a SHA-256 of the token, costs as much as the verification it saves.
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    cache: VERIFIED_TOKENS_KEPT,
    cacheKeyBuilder: (token: string) => token,
  });
  return {
    issue(userId, role) {
      return sign({ sub: String(userId), role, jti: randomUUID() });
    },
    verify(token) {
      try {
        const payload = verify(token) as { sub?: unknown; jti?: unknown; exp?: unknown };
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || userId <= 0 || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
        return { userId, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}
