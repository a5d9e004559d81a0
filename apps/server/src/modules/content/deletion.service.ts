// Account deletion: a member's request marks the account (it can no longer sign in), and the
// erasure command removes what is theirs: each domain erases its own tables through the member-data
// registry (lib/member-data.ts, listed in member-data-registry.ts), then the personal fields of the
// user row, their sign-in codes and their profile picture go. The user row stays as a tombstone
// with a placeholder mobile, so the real number can register again.
import { randomUUID } from 'node:crypto';
import { CONTENT_MESSAGES, ERASE_AFTER_DAYS, isAdminRole, type DeleteAccountRequestBody } from '@rhythmfit/contracts';
import type { DB } from '../../db/database.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { removeMedia, removePrivateMedia } from '../../lib/media.js';
import type { MemberDataRegistry } from '../../lib/member-data.js';

export const ERASED_NAME = 'Deleted user';
export const ERASED_MOBILE_PREFIX = 'erased:';

export interface DeletionDeps {
  db: DB;
  uploadsDir: string;
  /** Private media (DATA_DIR/private: food photos); /private/... references returned by erasers are removed from here. */
  privateDir?: string;
  /** What each domain owns of a member, and how it is erased. */
  memberData: MemberDataRegistry;
  /** Drops presence not yet written for this user, so nothing writes it back after erasure. */
  forgetPresence?: (userId: number) => void;
  /** Called after a committed change to whether the account may sign in (drops cached sessions). */
  accountChanged?: (userId: number) => Promise<void>;
}

export async function requestAccountDeletion(deps: DeletionDeps, userId: number, body: DeleteAccountRequestBody, now = new Date()) {
  const user = await deps.db.selectFrom('users').select(['id', 'mobile', 'role', 'deleted']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new NotFoundError('User not found');
  if (isAdminRole(user.role))
    throw new ForbiddenError('Coach accounts cannot be deleted from here. Please contact support.', 'coach_account');
  if (body.mobile !== user.mobile) throw new BadRequestError(CONTENT_MESSAGES.deletionMobileMismatch, 'mobile_mismatch');
  const requestedAt = now.toISOString();
  const eraseAfter = new Date(now.getTime() + ERASE_AFTER_DAYS * 86_400_000).toISOString();
  const reason = body.reason?.trim() || null;
  await deps.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('users')
      .set({ deleted: 1, delete_reason: reason, deleted_at: requestedAt, updated_at: requestedAt })
      .where('id', '=', userId)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) throw new ConflictError('This account is already marked for deletion.', 'already_marked');
    await trx
      .insertInto('account_deletion_requests')
      .values({
        user_id: userId,
        mobile: user.mobile,
        reason,
        requested_at: requestedAt,
        erase_after: eraseAfter,
        erased_at: null,
        cancelled_at: null,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          mobile: user.mobile,
          reason,
          requested_at: requestedAt,
          erase_after: eraseAfter,
          erased_at: null,
          cancelled_at: null,
        }),
      )
      .execute();
  });
  deps.forgetPresence?.(userId);
  await deps.accountChanged?.(userId);
  return { message: CONTENT_MESSAGES.deletionSuccess, eraseAfter };
}

/** A coach takes a pending request back: the account is active again. */
export async function restoreAccount(deps: DeletionDeps, requestId: number, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const userId = await deps.db.transaction().execute(async (trx) => {
    const request = await trx.selectFrom('account_deletion_requests').selectAll().where('id', '=', requestId).executeTakeFirst();
    if (!request) throw new NotFoundError('Deletion request not found');
    const cancelled = await trx
      .updateTable('account_deletion_requests')
      .set({ cancelled_at: at })
      .where('id', '=', requestId)
      .where('erased_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) === 0) throw new ConflictError('This request is no longer pending.', 'not_pending');
    await trx
      .updateTable('users')
      .set({ deleted: 0, delete_reason: null, deleted_at: null, updated_at: at })
      .where('id', '=', request.user_id)
      .execute();
    return request.user_id;
  });
  await deps.accountChanged?.(userId);
}

/**
 * Erases one marked account now. Idempotent and safe with several servers: the request is claimed
 * by a conditional update, so only one run erases it. Answers false when there was nothing to do.
 */
export async function eraseAccount(deps: DeletionDeps, userId: number, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const files: (string | null)[] = [];
  const erased = await deps.db.transaction().execute(async (trx) => {
    // The request row stays, without the mobile and reason, as the record that the erasure happened.
    const claim = await trx
      .updateTable('account_deletion_requests')
      .set({ erased_at: at, mobile: null, reason: null })
      .where('user_id', '=', userId)
      .where('erased_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) return false;
    const user = await trx.selectFrom('users').select(['mobile', 'profile_picture']).where('id', '=', userId).executeTakeFirst();
    files.push(user?.profile_picture ?? null);
    for (const owner of deps.memberData) files.push(...(await owner.erase(trx, userId, at.slice(0, 10))));
    if (user) await trx.deleteFrom('otp_codes').where('mobile', '=', user.mobile).execute();
    await trx
      .updateTable('users')
      .set({
        name: ERASED_NAME,
        mobile: `${ERASED_MOBILE_PREFIX}${userId}:${randomUUID()}`,
        password_hash: null,
        email: null,
        dob: null,
        gender: null,
        height: null,
        weight: null,
        bp: null,
        medication: null,
        last_checkup: null,
        goal: null,
        address: null,
        city: null,
        state: null,
        profile_picture: null,
        latitude: null,
        longitude: null,
        last_seen: null,
        mobile_verified: 0,
        deleted: 1,
        delete_reason: null,
        language: null,
        updated_at: at,
      })
      .where('id', '=', userId)
      .execute();
    return true;
  });
  if (!erased) return false;
  deps.forgetPresence?.(userId);
  await deps.accountChanged?.(userId);
  for (const file of files) {
    await removeMedia(deps.uploadsDir, file).catch(() => {});
    if (deps.privateDir) await removePrivateMedia(deps.privateDir, file).catch(() => {});
  }
  return true;
}

/** The scheduled job: erases every account whose request is older than the promised 7 days. */
export async function eraseDueAccounts(deps: DeletionDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .selectFrom('account_deletion_requests')
    .select('user_id')
    .where('erased_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('erase_after', '<=', now.toISOString())
    .orderBy('erase_after', 'asc')
    .limit(500)
    .execute();
  let count = 0;
  for (const { user_id } of due) if (await eraseAccount(deps, user_id, now)) count += 1;
  return count;
}
