// One-time codes: 6 random digits, stored as an HMAC (never in clear), valid 5 minutes, single
// use, dead after 5 wrong tries; a new code no sooner than the resend interval and at most N sends
// per number per hour. Counters live in the database, so every server instance sees the same ones.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES, type Language } from '@rhythmfit/contracts';
import type { DB } from '../../db/database.js';
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors.js';
import type { OtpDelivery } from '../../lib/otp-delivery.js';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;

export interface OtpSettings {
  secret: string;
  resendSeconds: number;
  sendsPerHour: number;
}

export class OtpService {
  constructor(
    private readonly db: DB,
    private readonly delivery: OtpDelivery,
    private readonly settings: OtpSettings,
  ) {}

  private hash(mobile: string, code: string): string {
    return createHmac('sha256', this.settings.secret).update(`${mobile}:${code}`).digest('hex');
  }

  /** Sends a fresh code; answers it only when the delivery is the dev one. */
  async send(mobile: string, language: Language = 'en', now = new Date()): Promise<{ code?: string }> {
    const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
    const recent = await this.db
      .selectFrom('otp_codes')
      .select('created_at')
      .where('mobile', '=', mobile)
      .where('created_at', '>', hourAgo)
      .orderBy('created_at', 'asc')
      .execute();
    const newest = recent.at(-1);
    if (newest) {
      const waitMs = new Date(newest.created_at).getTime() + this.settings.resendSeconds * 1000 - now.getTime();
      if (waitMs > 0) {
        throw new TooManyRequestsError(
          `Please wait ${Math.ceil(waitMs / 1000)} seconds before asking for a new OTP`,
          waitMs / 1000,
          'otp_resend_too_soon',
        );
      }
    }
    if (recent.length >= this.settings.sendsPerHour) {
      const oldest = recent[0]!;
      const waitMs = new Date(oldest.created_at).getTime() + HOUR_MS - now.getTime();
      throw new TooManyRequestsError('Too many OTP requests for this number. Please try again later.', waitMs / 1000, 'otp_send_limit');
    }

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction().execute(async (trx) => {
      // Only the newest code of a number is alive.
      await trx
        .updateTable('otp_codes')
        .set({ consumed_at: now.toISOString() })
        .where('mobile', '=', mobile)
        .where('consumed_at', 'is', null)
        .execute();
      await trx
        .insertInto('otp_codes')
        .values({
          mobile,
          code_hash: this.hash(mobile, code),
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
          attempts: 0,
          consumed_at: null,
        })
        .execute();
    });
    try {
      await this.delivery.send(mobile, code, language);
    } catch (error) {
      // A code that never left must not count against the resend interval or the hourly cap.
      await this.db
        .deleteFrom('otp_codes')
        .where('mobile', '=', mobile)
        .where('code_hash', '=', this.hash(mobile, code))
        .execute()
        .catch(() => {});
      throw error;
    }
    return this.delivery.revealsCode ? { code } : {};
  }

  /**
   * Checks a code and, when `consume` allows it, uses it up. A wrong code counts an attempt;
   * the fifth wrong attempt kills the code. Throws 401 `Invalid or expired OTP` on any failure.
   */
  async verify(
    mobile: string,
    code: string,
    consume: (codeId: number) => Promise<boolean> | boolean = () => true,
    now = new Date(),
  ): Promise<void> {
    const invalid = () => new UnauthorizedError(AUTH_MESSAGES.invalidOtp, 'invalid_otp');
    const row = await this.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('mobile', '=', mobile)
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row || row.expires_at <= now.toISOString() || row.attempts >= OTP_MAX_ATTEMPTS) throw invalid();

    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(this.hash(mobile, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await this.db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      throw invalid();
    }
    if (!(await consume(row.id))) return;
    // Single use even under a race: only one caller flips consumed_at.
    const result = await this.db
      .updateTable('otp_codes')
      .set({ consumed_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', OTP_MAX_ATTEMPTS)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw invalid();
  }
}
