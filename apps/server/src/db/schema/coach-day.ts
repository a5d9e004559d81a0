// The coach's day: conversations (messages) and dismissed attention reasons.
import type { Generated } from 'kysely';

export interface MessagesTable {
  id: Generated<number>;
  /** The member whose conversation this is (also on the coach's replies). */
  user_id: number;
  /** Who wrote it; null once that account is gone. */
  sender_id: number | null;
  /** 1 when a coach wrote it, 0 when the member did. */
  from_coach: number;
  body: string;
  created_at: string;
  read_at: string | null;
}

export interface AttentionDismissalsTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  value: number;
  since: string | null;
  dismissed_by: number | null;
  dismissed_at: string;
}

/** Each member's latest log (kept by triggers on the logging tables). */
export interface MemberActivityTable {
  user_id: number;
  last_at: string;
}

/**
 * Each member's circadian figures for Needs attention (migration 0014), worked out for one
 * figures_key (the day and the settings they depend on); '' after every write of the member's days.
 */
export interface AttentionCircadianTable {
  user_id: number;
  figures_key: Generated<string>;
  late_days: Generated<number>;
  first_late: string | null;
  long_days: Generated<number>;
  cur_pairs: Generated<number>;
  cur_share: Generated<number>;
  prev_pairs: Generated<number>;
  prev_share: Generated<number>;
  /** The most recent logged eating windows, `YYYY-MM-DD:minutes` newest first (migration 0016). */
  eating_days: string | null;
}

/** Each member's last monthly weight and the one before (migration 0014, kept by triggers). */
export interface AttentionWeightTable {
  user_id: number;
  date: string;
  weight: number;
  prev_weight: number | null;
}

export interface CoachDayTables {
  messages: MessagesTable;
  attention_dismissals: AttentionDismissalsTable;
  member_activity: MemberActivityTable;
  attention_circadian: AttentionCircadianTable;
  attention_weight: AttentionWeightTable;
}
