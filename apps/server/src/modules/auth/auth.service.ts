// Sign-up and sign-in by password or one-time code, and sign-out. Answers the user row; routes
// present it.
import { AUTH_MESSAGES, languageOrDefault, type Language, type RegisterBody, type VerifyOtpBody } from '@rhythmfit/contracts';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { BadRequestError, ConflictError, UnauthorizedError, isUniqueViolation } from '../../lib/errors.js';
import { findUserByMobile, insertUser, updateUser } from '../users/index.js';
import type { OtpService } from './otp.service.js';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, verifyPassword } from './password.js';

export class AuthService {
  constructor(
    private readonly db: DB,
    private readonly otp: OtpService,
  ) {}

  async register(body: RegisterBody, verified = false): Promise<UserRow> {
    if (body.password && (await isCommonPassword(body.password))) throw new BadRequestError(COMMON_PASSWORD_MESSAGE, 'password_too_common');
    const existing = await findUserByMobile(this.db, body.mobile);
    if (existing) throw new ConflictError(AUTH_MESSAGES.mobileTaken, 'mobile_taken');
    const now = nowIso();
    try {
      return await insertUser(this.db, {
        name: body.name,
        mobile: body.mobile,
        password_hash: body.password ? await hashPassword(body.password) : null,
        role: 'USER',
        city: body.city,
        state: body.state,
        language: body.language ?? null,
        mobile_verified: verified ? 1 : 0,
        deleted: 0,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(AUTH_MESSAGES.mobileTaken, 'mobile_taken');
      throw error;
    }
  }

  async login(mobile: string, password: string): Promise<UserRow> {
    const user = await findUserByMobile(this.db, mobile);
    const ok = await verifyPassword(user?.password_hash ?? null, password);
    if (!user || !ok || user.deleted) throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials, 'invalid_credentials');
    return user;
  }

  async sendOtp(mobile: string, screenLanguage?: Language): Promise<{ code?: string }> {
    // The same answer whether or not the number has an account. The SMS is in the language of the
    // screen that asked, else the account's, else English.
    const account = screenLanguage
      ? undefined
      : await this.db.selectFrom('users').select('language').where('mobile', '=', mobile).executeTakeFirst();
    return this.otp.send(mobile, screenLanguage ?? languageOrDefault(account?.language));
  }

  /**
   * Signs in an existing account, or, when the sign-up details come along, creates the account
   * with a verified mobile. An unknown number without details keeps its code for a retry.
   */
  async verifyOtp(body: VerifyOtpBody): Promise<UserRow> {
    const existing = await findUserByMobile(this.db, body.mobile);
    const signingUp = Boolean(body.name && body.city && body.state);
    await this.otp.verify(body.mobile, body.otp, () => Boolean(existing) || signingUp);
    if (existing) {
      if (existing.deleted) throw new UnauthorizedError(AUTH_MESSAGES.invalidOtp, 'invalid_otp');
      if (!existing.mobile_verified) return (await updateUser(this.db, existing.id, { mobile_verified: 1, updated_at: nowIso() }))!;
      return existing;
    }
    if (!signingUp) {
      throw new BadRequestError('No account uses this mobile number yet. Please sign up first.', 'signup_required');
    }
    return this.register(
      {
        name: body.name!,
        mobile: body.mobile,
        password: body.password ?? '',
        city: body.city!,
        state: body.state!,
        language: body.language,
      },
      true,
    );
  }

  async logout(jti: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('revoked_tokens')
      .values({ jti, expires_at: expiresAt.toISOString() })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
    // Revocations outlive their tokens only until the token would have expired anyway.
    await this.db.deleteFrom('revoked_tokens').where('expires_at', '<', nowIso()).execute();
  }
}
