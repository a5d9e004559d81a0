// Access tokens: HS256 JWTs (the one algorithm accepted), with an expiry and a jti that logout
// revokes. A tampered, expired or `alg: none` token fails verification.
import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

/** Verified tokens remembered (the oldest go first); about 0.5 KB each. */
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
  const verifyJwt = createVerifier({ key: secret, algorithms: ['HS256'] });
  // Every signed-in phone sends its token several times a minute, and verifying it (base64, JSON,
  // HMAC) was the largest single cost of the 10,000-member background mix (npm run bench), so a
  // verified token's claims are remembered until it expires. Keyed by the whole token: a changed
  // signature or payload is another key and is verified. (fast-jwt's own cache keys by a SHA-256
  // of the token, which costs about what it saves, and warns at start when keyed otherwise.)
  const verified = new Map<string, TokenClaims>();
  function verifyUncached(token: string): TokenClaims | null {
    try {
      const payload = verifyJwt(token) as { sub?: unknown; jti?: unknown; exp?: unknown };
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0 || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
      return { userId, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return null;
    }
  }
  return {
    issue(userId, role) {
      return sign({ sub: String(userId), role, jti: randomUUID() });
    },
    verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > Date.now()) return known;
        verified.delete(token);
        return null;
      }
      const claims = verifyUncached(token);
      if (claims) {
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(token, claims);
      }
      return claims;
    },
  };
}
