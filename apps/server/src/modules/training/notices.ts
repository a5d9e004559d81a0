// What training tells people (issue 41). Short and plain, and free of health values: these texts
// may reach a lock screen by push, and the morning reminder may go by SMS or WhatsApp. They name a
// workout, a day and, for the coach, which exercises reached a record, never a weight or a count
// of reps.
import type { Language, NewRecord, RecordKind } from '@rhythmfit/contracts';
import { INTL_LOCALE, inEveryLanguage, textsFor, type Translate } from '../../lib/texts.js';
import { localizedNotice, type NotifyInput } from '../notifications/index.js';

const displayDateFormats = new Map<Language, Intl.DateTimeFormat>();

/** 2026-03-09 → "Mon, 9 Mar" (a calendar date, read as such), in the reader's language. */
export function displayDate(date: string, language: Language = 'en'): string {
  let format = displayDateFormats.get(language);
  if (!format) {
    const locale = language === 'en' ? 'en-GB' : INTL_LOCALE[language];
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    displayDateFormats.set(language, format);
  }
  const [y, m, d] = date.split('-').map(Number);
  return format.format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** A program assigned: one notice for the whole assignment, not one per workout. */
export const programAssigned = (a: { userId: number; programName: string; scheduled: number; firstDate: string | null }): NotifyInput =>
  localizedNotice({ userIds: [a.userId] }, 'workout_assigned', '/training', (t, language) => ({
    title: t('programAssigned.title'),
    body:
      a.firstDate === null
        ? t('programAssigned.body', { program: a.programName })
        : t('programAssigned.bodyFrom', { program: a.programName, count: a.scheduled, date: displayDate(a.firstDate, language) }),
  }));

/** One workout put on the member's calendar. */
export const workoutScheduled = (s: { userId: number; scheduledId: number; name: string; date: string }): NotifyInput =>
  localizedNotice({ userIds: [s.userId] }, 'workout_assigned', `/training/${s.scheduledId}`, (t, language) => ({
    title: t('workoutScheduled.title'),
    body: t('workoutScheduled.body', { name: s.name, date: displayDate(s.date, language) }),
  }));

/** The morning reminder of a planned workout (written by the reminders job, reminders.ts), in every language. */
export const workoutReminderText = (name: string) =>
  inEveryLanguage((language) => {
    const t = textsFor('notifications', language);
    return { title: t('workoutReminder.title'), body: t('workoutReminder.body', { name }) };
  });

function recordWord(t: Translate<'notifications'>, kind: RecordKind): string {
  switch (kind) {
    case 'e1rm':
      return t('recordKind.e1rm');
    case 'heaviest':
      return t('recordKind.heaviest');
    case 'reps':
      return t('recordKind.reps');
    case 'time':
      return t('recordKind.time');
    case 'distance':
      return t('recordKind.distance');
    case 'volume':
      return t('recordKind.volume');
  }
}

/** "Bench Press and Squat" / "Bench Press, Squat and 2 more", joined as the language joins a list. */
function exerciseList(t: Translate<'notifications'>, language: Language, names: string[]): string {
  if (names.length <= 3)
    return new Intl.ListFormat(language === 'en' ? 'en-GB' : INTL_LOCALE[language], { type: 'conjunction' }).format(names);
  return t('exercisesAndMore', { first: names[0]!, second: names[1]!, count: names.length - 2 });
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
}): NotifyInput =>
  localizedNotice({ coaches: true }, 'workout_completed', `/admin?user=${c.userId}`, (t, language) => {
    const names = [...new Set(c.newRecords.map((record) => c.exerciseNames.get(record.exerciseId) ?? t('anExercise')))];
    const first = c.newRecords[0];
    const member = c.userName?.trim() || t('someMember');
    const values = { member, workout: c.name };
    const body =
      c.newRecords.length === 1 && first
        ? t('workoutCompleted.bodyRecord', { ...values, exercise: names[0]!, kind: recordWord(t, first.kind) })
        : c.newRecords.length > 1
          ? t('workoutCompleted.bodyRecords', { ...values, count: c.newRecords.length, exercises: exerciseList(t, language, names) })
          : t('workoutCompleted.body', values);
    return { title: c.newRecords.length > 0 ? t('workoutCompleted.titleRecords') : t('workoutCompleted.title'), body };
  });
