// What the payments domain holds of a member: their payments (tax records, kept after erasure with
// the billing name and mobile blanked) and the membership reminders already sent.
import type { MemberDataOwner } from '../../lib/member-data.js';

export const paymentsMemberData: MemberDataOwner = {
  domain: 'payments',
  covers: ['payments.user_id', 'membership_notices.user_id'],
  async erase(trx, userId) {
    // Invoices must be kept for years: the payment stays, without who paid it by name and number.
    await trx.updateTable('payments').set({ billing_name: null, billing_mobile: null }).where('user_id', '=', userId).execute();
    await trx.deleteFrom('membership_notices').where('user_id', '=', userId).execute();
    return [];
  },
  async exportMember(db, userId) {
    const payments = await db
      .selectFrom('payments')
      .select([
        'id',
        'plan_name',
        'amount_paise',
        'currency',
        'status',
        'provider',
        'method',
        'reference',
        'invoice_number',
        'credit_note_number',
        'billing_name',
        'billing_mobile',
        'billing_state',
        'paid_at',
        'period_start',
        'period_end',
        'refunded_at',
        'refund_reason',
        'created_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return { payments };
  },
};
