// Access tokens: HS256 JWTs (the one algorithm accepted), with an expiry and a jti that logout
// revokes. A tampered, expired or `alg: none` token fails verification.
import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { LRUCache } from 'lru-cache';

/**
 * Memory allowed for verified tokens, and what one costs: about 560 bytes measured (the
 * 223-character token is the key, its claims the value; docs/benchmarks.md, "Memory that grows
 * with members").
 */
const VERIFIED_TOKENS_BUDGET_BYTES = 32 * 1024 * 1024;
const BYTES_PER_VERIFIED_TOKEN = 560;
/**
 * Verified tokens remembered, the least recently used forgotten first: 59,918 within the budget.
 * The cache must hold every token in use, since each phone sends its token every few seconds: one
 * smaller than the tokens in use is cycled through and hardly ever hit (room for 20,000 tokens with
 * 40,000 members made half the requests verify their token again, npm run bench). This is issue
 * 24's 40,000 members per core with half as many again for second devices and renewed tokens.
 */
const VERIFIED_TOKENS_KEPT = Math.floor(VERIFIED_TOKENS_BUDGET_BYTES / BYTES_PER_VERIFIED_TOKEN);

export interface TokenClaims {
  userId: number;
  jti: string;
  expiresAt: Date;
}

export interface TokenService {
  issue(userId: number, role: string): string;
  verify(token: string): TokenClaims | null;
  /** Tokens remembered now (tests, the benchmarks' memory table). */
  readonly remembered: number;
  /** Verifications that were not answered from memory (signature checked). */
  readonly verifications: number;
}

export function createTokenService(secret: string, expiresInHours: number, options: { remember?: number } = {}): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: expiresInHours * 3_600_000 });
  const verifyJwt = createVerifier({ key: secret, algorithms: ['HS256'] });
  // Every signed-in phone sends its token several times a minute, and verifying it (base64, JSON,
  // HMAC) was the largest single cost of the 10,000-member background mix (npm run bench), so a
  // verified token's claims are remembered until it expires. Keyed by the whole token: a changed
  // signature or payload is another key and is verified. (fast-jwt's own cache keys by a SHA-256
  // of the token, which costs about what it saves, and warns at start when keyed otherwise.)
  const verified = new LRUCache<string, TokenClaims>({ max: options.remember ?? VERIFIED_TOKENS_KEPT });
  let verifications = 0;
  function verifyUncached(token: string): TokenClaims | null {
    verifications += 1;
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
      if (claims) verified.set(token, claims);
      return claims;
    },
    get remembered() {
      return verified.size;
    },
    get verifications() {
      return verifications;
    },
  };
}
