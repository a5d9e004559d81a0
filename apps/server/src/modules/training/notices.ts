// What training tells people (issue 41). Short and plain, and free of health values: these texts
// may reach a lock screen by push, and the morning reminder may go by SMS or WhatsApp. They name a
// workout, a day and, for the coach, which exercises reached a record, never a weight or a count
// of reps.
import type { NewRecord, RecordKind } from '@rhythmfit/contracts';
import type { NotifyInput } from '../notifications/index.js';

const displayDateFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 2026-03-09 → "Mon, 9 Mar" (a calendar date, read as such). */
export function displayDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return displayDateFormat.format(new Date(Date.UTC(y!, m! - 1, d!)));
}

const who = (name: string | null | undefined) => name?.trim() || 'A member';
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A program assigned: one notice for the whole assignment, not one per workout. */
export const programAssigned = (a: { userId: number; programName: string; scheduled: number; firstDate: string | null }): NotifyInput => ({
  to: { userIds: [a.userId] },
  kind: 'workout_assigned',
  title: 'New training program',
  body:
    a.firstDate === null
      ? `Your coach assigned you ${a.programName}.`
      : `Your coach assigned you ${a.programName}: ${plural(a.scheduled, 'workout')} from ${displayDate(a.firstDate)}.`,
  link: '/training',
});

/** One workout put on the member's calendar. */
export const workoutScheduled = (s: { userId: number; scheduledId: number; name: string; date: string }): NotifyInput => ({
  to: { userIds: [s.userId] },
  kind: 'workout_assigned',
  title: 'New workout',
  body: `Your coach planned ${s.name} for ${displayDate(s.date)}.`,
  link: `/training/${s.scheduledId}`,
});

/** The morning reminder of a planned workout (written by the reminders job, reminders.ts). */
export const workoutReminderText = (name: string) => ({
  title: 'Workout today',
  body: `${name} is planned for today. Open it when you start.`,
});

const RECORD_WORDS: Record<RecordKind, string> = {
  e1rm: 'estimated one-rep max',
  heaviest: 'heaviest weight',
  reps: 'most reps',
  time: 'longest time',
  distance: 'longest distance',
  volume: 'best volume',
};

/** "Bench Press and Squat" / "Bench Press, Squat and 2 more". */
function exerciseList(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length <= 3) return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/**
 * The coach is told when a member first finishes a workout, naming the exercises with new records
 * (and, for a single record, which kind), never the values.
 */
export const workoutCompleted = (c: {
  userId: number;
  userName: string | null | undefined;
  scheduledId: number;
  name: string;
  newRecords: readonly NewRecord[];
  exerciseNames: ReadonlyMap<number, string>;
}): NotifyInput => {
  const names = [...new Set(c.newRecords.map((record) => c.exerciseNames.get(record.exerciseId) ?? 'an exercise'))];
  const first = c.newRecords[0];
  let records = '';
  if (c.newRecords.length === 1 && first) records = ` with a new record: ${names[0]} (${RECORD_WORDS[first.kind]})`;
  else if (c.newRecords.length > 1) records = ` with ${plural(c.newRecords.length, 'new record')} (${exerciseList(names)})`;
  return {
    to: { coaches: true },
    kind: 'workout_completed',
    title: c.newRecords.length > 0 ? 'Workout done: new records' : 'Workout done',
    body: `${who(c.userName)} finished ${c.name}${records}.`,
    link: `/admin?user=${c.userId}`,
  };
};
