// Row to contract: the only shapes the coaching routes send.
import type { Booking, CoachingSession, LiveSession, Slot, SubscriptionPlan, Trainer } from '@rhythmfit/contracts';
import { flag } from '../../db/database.js';
import type { BookingRow, CoachingSessionRow, LiveSessionRow, SlotRow, SubscriptionPlanRow, TrainerRow } from '../../db/schema.js';

export function presentSlot(row: SlotRow): Slot {
  return { id: row.id, date: row.date, time: row.time, booked: flag(row.booked) };
}

export type BookingWithUser = BookingRow & { user_name: string | null };

export function presentBooking(row: BookingWithUser): Booking {
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    status: row.status as Booking['status'],
    meetingLink: row.meeting_link,
    trainer_name: row.trainer_name,
    userId: row.user_id,
    user: { name: row.user_name ?? 'Unknown User' },
    createdAt: row.created_at,
    awaitingCoach: flag(row.awaiting_coach),
  };
}

export type SessionWithUser = CoachingSessionRow & { user_name: string | null; user_mobile: string | null };

export function presentSession(row: SessionWithUser): CoachingSession {
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    message: row.message,
    status: row.status as CoachingSession['status'],
    zoomLink: row.zoom_link,
    userId: row.user_id,
    userName: row.user_name ?? 'Unknown User',
    mobile: row.user_mobile ?? '',
    createdAt: row.created_at,
  };
}

export function presentLiveSession(row: LiveSessionRow): LiveSession {
  return { id: row.id, title: row.title, trainer: row.trainer, startTime: row.start_time, endTime: row.end_time, zoomLink: row.zoom_link };
}

export function presentTrainer(row: TrainerRow): Trainer {
  return { id: row.id, name: row.name, specialization: row.specialization, experience: Number(row.experience) };
}

export function presentPlan(row: SubscriptionPlanRow): SubscriptionPlan {
  return { id: row.id, name: row.name, description: row.description, price: Number(row.price), durationDays: Number(row.duration_days) };
}
