// Coaching: slots, bookings, sessions, live sessions, trainers, subscription plans.
import type { Generated, Selectable } from 'kysely';

export interface SlotsTable {
  id: Generated<number>;
  date: string;
  time: string;
  booked: Generated<number>;
  created_at: string;
}
export type SlotRow = Selectable<SlotsTable>;

export interface BookingsTable {
  id: Generated<number>;
  user_id: number;
  slot_id: number;
  date: string;
  time: string;
  status: Generated<string>;
  meeting_link: string | null;
  trainer_name: string | null;
  created_at: string;
  updated_at: string;
  /** 1 while a booking of a member over the no-show limit waits for the coach's confirmation. */
  awaiting_coach: Generated<number>;
}
export type BookingRow = Selectable<BookingsTable>;

export interface CoachingSessionsTable {
  id: Generated<number>;
  user_id: number;
  date: string;
  time: string;
  message: string | null;
  status: Generated<string>;
  zoom_link: string | null;
  created_at: string;
  updated_at: string;
}
export type CoachingSessionRow = Selectable<CoachingSessionsTable>;

export interface LiveSessionsTable {
  id: Generated<number>;
  title: string;
  trainer: string;
  start_time: string;
  end_time: string;
  zoom_link: string | null;
  created_at: string;
  updated_at: string;
}
export type LiveSessionRow = Selectable<LiveSessionsTable>;

export interface TrainersTable {
  id: Generated<number>;
  name: string;
  specialization: string;
  experience: number;
  created_at: string;
}
export type TrainerRow = Selectable<TrainersTable>;

export interface SubscriptionPlansTable {
  id: Generated<number>;
  name: string;
  description: string;
  price: number;
  duration_days: Generated<number>;
  created_at: string;
}
export type SubscriptionPlanRow = Selectable<SubscriptionPlansTable>;

export interface BookingPolicyTable {
  id: number;
  cancel_cutoff_hours: number;
  reschedule_cutoff_hours: number;
  min_notice_hours: number;
  max_active_bookings_per_member: number;
  free_sessions_per_30_days: number;
  buffer_minutes: number;
  no_show_limit: number;
  waitlist_hold_minutes: number;
  require_active_membership: Generated<number>;
  updated_at: string;
}

export interface WaitlistEntriesTable {
  id: Generated<number>;
  user_id: number;
  date: string;
  status: Generated<string>;
  created_at: string;
  updated_at: string;
}
export type WaitlistEntryRow = Selectable<WaitlistEntriesTable>;

export interface WaitlistOffersTable {
  id: Generated<number>;
  entry_id: number;
  user_id: number;
  slot_id: number;
  status: Generated<string>;
  expires_at: string;
  booking_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CoachingTables {
  slots: SlotsTable;
  bookings: BookingsTable;
  coaching_sessions: CoachingSessionsTable;
  live_sessions: LiveSessionsTable;
  trainers: TrainersTable;
  subscription_plans: SubscriptionPlansTable;
  booking_policy: BookingPolicyTable;
  waitlist_entries: WaitlistEntriesTable;
  waitlist_offers: WaitlistOffersTable;
}
