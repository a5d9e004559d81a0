// Weekly check-ins (issue 42): the coach's form, the member's weekly answers, body measurements and
// private progress photos, the coach's queue and review page, and the pure rules (which week is
// current, the due window, answer checks) shared by the server and the screens.
import { z } from 'zod';
import { IsoDateSchema } from './common.js';

// ---- the form ----

export const CHECK_IN_QUESTION_KINDS = ['scale', 'yes_no', 'text', 'number'] as const;
export const CheckInQuestionKindSchema = z.enum(CHECK_IN_QUESTION_KINDS, { error: 'kind must be scale, yes_no, text or number' });
export type CheckInQuestionKind = z.infer<typeof CheckInQuestionKindSchema>;

export const CHECK_IN_MEASUREMENTS = ['weight', 'waist', 'hips', 'chest', 'arm', 'thigh', 'bodyFat'] as const;
export const CheckInMeasurementKeySchema = z.enum(CHECK_IN_MEASUREMENTS, {
  error: 'measurements must be among weight, waist, hips, chest, arm, thigh and bodyFat',
});
export type CheckInMeasurementKey = z.infer<typeof CheckInMeasurementKeySchema>;

export const CHECK_IN_POSES = ['front', 'side', 'back'] as const;
export const CheckInPoseSchema = z.enum(CHECK_IN_POSES, { error: 'pose must be front, side or back' });
export type CheckInPose = z.infer<typeof CheckInPoseSchema>;

/** Units and allowed ranges of each measurement (inclusive). */
export const CHECK_IN_MEASUREMENT_RANGES: Record<CheckInMeasurementKey, { min: number; max: number; unit: 'kg' | 'cm' | '%' }> = {
  weight: { min: 20, max: 400, unit: 'kg' },
  waist: { min: 10, max: 300, unit: 'cm' },
  hips: { min: 10, max: 300, unit: 'cm' },
  chest: { min: 10, max: 300, unit: 'cm' },
  arm: { min: 10, max: 300, unit: 'cm' },
  thigh: { min: 10, max: 300, unit: 'cm' },
  bodyFat: { min: 2, max: 75, unit: '%' },
};

export const CHECK_IN_LIMITS = {
  questionsMax: 12,
  labelMax: 120,
  textAnswerMax: 1000,
  noteMax: 2000,
  commentMax: 2000,
  scaleMin: 1,
  scaleMax: 10,
  /** A check-in is due from its day for this many days (its day included). */
  dueDays: 3,
  /** Largest photo upload, bytes. */
  photoMaxBytes: 10 * 1024 * 1024,
  /** Longest side of the stored photo and of its thumbnail, pixels. */
  photoMaxSide: 2000,
  thumbMaxSide: 320,
} as const;

/** ISO day of week: Monday = 1 ... Sunday = 7. */
export const DayOfWeekSchema = z
  .number({ error: 'dayOfWeek must be a whole number from 1 (Monday) to 7 (Sunday)' })
  .int({ message: 'dayOfWeek must be a whole number from 1 (Monday) to 7 (Sunday)' })
  .min(1, { message: 'dayOfWeek must be a whole number from 1 (Monday) to 7 (Sunday)' })
  .max(7, { message: 'dayOfWeek must be a whole number from 1 (Monday) to 7 (Sunday)' });

export const CheckInQuestionSchema = z.object({
  id: z.string(),
  kind: CheckInQuestionKindSchema,
  label: z.string(),
  required: z.boolean(),
});
export type CheckInQuestion = z.infer<typeof CheckInQuestionSchema>;

export const CheckInFormSchema = z.object({
  dayOfWeek: z.number().int(),
  questions: z.array(CheckInQuestionSchema),
  measurements: z.array(CheckInMeasurementKeySchema),
  photos: z.array(CheckInPoseSchema),
  /** False while the default form applies (the coach has not saved one yet). */
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type CheckInForm = z.infer<typeof CheckInFormSchema>;

const uniqueList = <T extends string>(values: readonly T[]) => new Set(values).size === values.length;

/** `PUT /api/admin/check-in-form`: a question without an `id` is new (the server names it); keeping an `id` keeps the question. */
export const CheckInFormBodySchema = z.object({
  dayOfWeek: DayOfWeekSchema.default(1),
  questions: z
    .array(
      z.object({
        id: z.string().min(1).max(40).optional(),
        kind: CheckInQuestionKindSchema,
        label: z
          .string({ error: 'label must be text' })
          .trim()
          .min(1, { message: 'label must not be empty' })
          .max(CHECK_IN_LIMITS.labelMax, { message: `label must be at most ${CHECK_IN_LIMITS.labelMax} characters` }),
        required: z.boolean().default(false),
      }),
    )
    .max(CHECK_IN_LIMITS.questionsMax, { message: `a form has at most ${CHECK_IN_LIMITS.questionsMax} questions` })
    .refine((qs) => uniqueList(qs.flatMap((q) => (q.id ? [q.id] : []))), { message: 'question ids must be unique' }),
  measurements: z.array(CheckInMeasurementKeySchema).refine(uniqueList, { message: 'measurements must not repeat' }),
  photos: z.array(CheckInPoseSchema).refine(uniqueList, { message: 'photos must not repeat' }),
});
export type CheckInFormBody = z.input<typeof CheckInFormBodySchema>;

/** The form that applies until the coach saves one. Its question ids are fixed. */
export const DEFAULT_CHECK_IN_FORM: Omit<CheckInForm, 'saved' | 'updatedAt'> = {
  dayOfWeek: 1,
  questions: [
    { id: 'energy', kind: 'scale', label: 'How was your energy this week?', required: true },
    { id: 'hunger', kind: 'scale', label: 'How hungry were you this week?', required: true },
    { id: 'sleep_quality', kind: 'scale', label: 'How well did you sleep this week?', required: true },
    { id: 'adherence', kind: 'scale', label: 'How closely did you follow your plan?', required: true },
  ],
  measurements: ['weight', 'waist'],
  photos: ['front', 'side', 'back'],
};

/** `PUT /api/admin/members/:userId/check-in-day`. */
export const CheckInDayBodySchema = z.object({ dayOfWeek: DayOfWeekSchema });
export type CheckInDayBody = z.infer<typeof CheckInDayBodySchema>;
export const CheckInDaySchema = z.object({
  userId: z.number().int(),
  dayOfWeek: z.number().int(),
  /** True when the member has a day of their own; false when the form's day applies. */
  own: z.boolean(),
});
export type CheckInDay = z.infer<typeof CheckInDaySchema>;

// ---- the member's check-in ----

export const CheckInAnswerValueSchema = z.union([z.number(), z.boolean(), z.string()]);
export type CheckInAnswerValue = z.infer<typeof CheckInAnswerValueSchema>;

const measurementField = (key: CheckInMeasurementKey) => {
  const { min, max, unit } = CHECK_IN_MEASUREMENT_RANGES[key];
  const message = `${key} must be between ${min} and ${max} ${unit}`;
  return z.number({ error: message }).finite({ message }).min(min, { message }).max(max, { message }).optional();
};

export const CheckInMeasurementsSchema = z.object({
  weight: z.number().optional(),
  waist: z.number().optional(),
  hips: z.number().optional(),
  chest: z.number().optional(),
  arm: z.number().optional(),
  thigh: z.number().optional(),
  bodyFat: z.number().optional(),
});
export type CheckInMeasurements = z.infer<typeof CheckInMeasurementsSchema>;

/** `POST /api/check-ins` and `PUT /api/check-ins/:id`. Whether answers fit the form: `checkInBodyIssues`. */
export const CheckInBodySchema = z.object({
  answers: z
    .array(z.object({ questionId: z.string({ error: 'questionId must be text' }), value: CheckInAnswerValueSchema }))
    .max(CHECK_IN_LIMITS.questionsMax, { message: 'too many answers' })
    .default([]),
  measurements: z
    .strictObject(
      {
        weight: measurementField('weight'),
        waist: measurementField('waist'),
        hips: measurementField('hips'),
        chest: measurementField('chest'),
        arm: measurementField('arm'),
        thigh: measurementField('thigh'),
        bodyFat: measurementField('bodyFat'),
      },
      { error: 'measurements must be among weight, waist, hips, chest, arm, thigh and bodyFat' },
    )
    .default({}),
  note: z
    .string({ error: 'note must be text' })
    .max(CHECK_IN_LIMITS.noteMax, { message: `note must be at most ${CHECK_IN_LIMITS.noteMax} characters` })
    .nullable()
    .optional(),
});
export type CheckInBody = z.input<typeof CheckInBodySchema>;

export const CheckInAnswerSchema = z.object({
  questionId: z.string(),
  kind: CheckInQuestionKindSchema,
  /** The question's label when the check-in was sent (a later form change does not alter it). */
  label: z.string(),
  value: CheckInAnswerValueSchema.nullable(),
});
export type CheckInAnswer = z.infer<typeof CheckInAnswerSchema>;

export const CheckInPhotoSchema = z.object({
  pose: CheckInPoseSchema,
  /** `/api/check-ins/:id/photos/:pose` (needs the token; never cached). */
  url: z.string(),
  /** The same with `?size=thumb`. */
  thumbUrl: z.string(),
  uploadedAt: z.string(),
});
export type CheckInPhoto = z.infer<typeof CheckInPhotoSchema>;

export const CHECK_IN_STATUSES = ['not_due', 'due', 'submitted', 'reviewed', 'missed'] as const;
export const CheckInStatusSchema = z.enum(CHECK_IN_STATUSES);
export type CheckInStatus = z.infer<typeof CheckInStatusSchema>;

export const CheckInReviewSchema = z.object({
  comment: z.string(),
  reviewedAt: z.string(),
  reviewerId: z.number().int().nullable(),
  reviewerName: z.string().nullable(),
});
export type CheckInReview = z.infer<typeof CheckInReviewSchema>;

export const CheckInSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  weekOf: z.string(),
  status: z.enum(['submitted', 'reviewed']),
  submittedAt: z.string(),
  updatedAt: z.string(),
  answers: z.array(CheckInAnswerSchema),
  measurements: CheckInMeasurementsSchema,
  note: z.string().nullable(),
  photos: z.array(CheckInPhotoSchema),
  review: CheckInReviewSchema.nullable(),
});
export type CheckIn = z.infer<typeof CheckInSchema>;
export const CheckInListSchema = z.array(CheckInSchema);

/** `GET /api/check-ins/current`. `dueDate` is the last day the week's check-in can be sent. */
export const CheckInCurrentSchema = z.object({
  weekOf: z.string(),
  dueDate: z.string(),
  status: CheckInStatusSchema,
  form: CheckInFormSchema,
  checkIn: CheckInSchema.nullable(),
});
export type CheckInCurrent = z.infer<typeof CheckInCurrentSchema>;

export const MeasurementPointSchema = z.object({ date: z.string(), value: z.number() });
/** `GET /api/check-ins/measurements`: every key present, oldest first (date = the check-in's weekOf). */
export const CheckInMeasurementSeriesSchema = z.object({
  weight: z.array(MeasurementPointSchema),
  waist: z.array(MeasurementPointSchema),
  hips: z.array(MeasurementPointSchema),
  chest: z.array(MeasurementPointSchema),
  arm: z.array(MeasurementPointSchema),
  thigh: z.array(MeasurementPointSchema),
  bodyFat: z.array(MeasurementPointSchema),
});
export type CheckInMeasurementSeries = z.infer<typeof CheckInMeasurementSeriesSchema>;

export const CheckInPhotoParamsSchema = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive({ message: 'id must be a positive whole number' }),
  pose: CheckInPoseSchema,
});
export const CheckInPhotoQuerySchema = z.object({ size: z.enum(['full', 'thumb']).default('full') });

// ---- the coach's queue and review ----

export const CheckInQueueQuerySchema = z.object({
  status: z.enum(['submitted', 'reviewed', 'missed']).default('submitted'),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type CheckInQueueQuery = z.input<typeof CheckInQueueQuerySchema>;

export const CheckInQueueItemSchema = z.object({
  /** null for a missed week (no check-in exists). */
  id: z.number().int().nullable(),
  userId: z.number().int(),
  userName: z.string(),
  weekOf: z.string(),
  dueDate: z.string(),
  status: z.enum(['submitted', 'reviewed', 'missed']),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  photoCount: z.number().int(),
});
export type CheckInQueueItem = z.infer<typeof CheckInQueueItemSchema>;

export const CheckInQueueSchema = z.object({
  items: z.array(CheckInQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Check-ins waiting for review (any week): the count beside the coach's menu entry. */
  waiting: z.number().int(),
});
export type CheckInQueue = z.infer<typeof CheckInQueueSchema>;

export const MeasurementChangeSchema = z.object({
  measurement: CheckInMeasurementKeySchema,
  previous: z.number(),
  current: z.number(),
  change: z.number(),
});
export type MeasurementChange = z.infer<typeof MeasurementChangeSchema>;

/** The seven days before the check-in's day, from what the app already knows; null where there is no data. */
export const CheckInWeekSchema = z.object({
  start: z.string(),
  end: z.string(),
  eatingWindowMedianHours: z.number().nullable(),
  sleepHoursAverage: z.number().nullable(),
  /** Sleep Regularity Index, -100..100. */
  sleepRegularity: z.number().nullable(),
  trainingCompliancePercent: z.number().nullable(),
  /** Against the previous check-in; null for the first one. */
  measurementChanges: z.array(MeasurementChangeSchema).nullable(),
});
export type CheckInWeek = z.infer<typeof CheckInWeekSchema>;

export const CheckInReviewPageSchema = z.object({
  checkIn: CheckInSchema,
  previous: CheckInSchema.nullable(),
  week: CheckInWeekSchema,
});
export type CheckInReviewPage = z.infer<typeof CheckInReviewPageSchema>;

export const CheckInReviewBodySchema = z.object({
  comment: z
    .string({ error: 'comment must be text' })
    .trim()
    .min(1, { message: 'comment must not be empty' })
    .max(CHECK_IN_LIMITS.commentMax, { message: `comment must be at most ${CHECK_IN_LIMITS.commentMax} characters` }),
});
export type CheckInReviewBody = z.infer<typeof CheckInReviewBodySchema>;

export const CHECK_IN_ERROR_CODES = [
  'check_in_not_due',
  'check_in_already_submitted',
  'check_in_reviewed',
  'check_in_invalid_answer',
  'check_in_photo_type',
  'check_in_photo_pose',
] as const;

// ---- pure rules ----

/** The date `days` after a YYYY-MM-DD date. */
export function addIsoDays(date: string, days: number): string {
  // The queue and Needs attention ask for the same few weeks once per member (tens of thousands
  // of times a request): answers are remembered, the map emptied when full.
  const key = `${date}|${days}`;
  const known = shiftedDates.get(key);
  if (known) return known;
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const shifted = d.toISOString().slice(0, 10);
  if (shiftedDates.size >= 5000) shiftedDates.clear();
  shiftedDates.set(key, shifted);
  return shifted;
}
const shiftedDates = new Map<string, string>();

/** ISO day of week (Monday = 1) of a YYYY-MM-DD date. */
export function isoDayOfWeek(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The most recent date on or before `today` that falls on `dayOfWeek`. */
export function checkInWeekOf(today: string, dayOfWeek: number): string {
  const back = (isoDayOfWeek(today) - dayOfWeek + 7) % 7;
  return addIsoDays(today, -back);
}

/** The last day the check-in of week `weekOf` can be sent. */
export function checkInDueDate(weekOf: string): string {
  return addIsoDays(weekOf, CHECK_IN_LIMITS.dueDays - 1);
}

/** Whether the week `weekOf` is open for sending on `today` (both in the member's time zone). */
export function isCheckInDue(weekOf: string, today: string): boolean {
  return today >= weekOf && today <= checkInDueDate(weekOf);
}

/** The week a member is in and its status, before looking at a check-in (none sent for `weekOf`). */
export function checkInWeekState(
  today: string,
  dayOfWeek: number,
  /** The first date the member can be expected to check in (later of joining and check-ins starting). */
  expectedFrom: string | null,
): { weekOf: string; dueDate: string; status: 'not_due' | 'due' | 'missed' } {
  const weekOf = checkInWeekOf(today, dayOfWeek);
  if (isCheckInDue(weekOf, today)) return { weekOf, dueDate: checkInDueDate(weekOf), status: 'due' };
  if (expectedFrom != null && expectedFrom <= weekOf) return { weekOf, dueDate: checkInDueDate(weekOf), status: 'missed' };
  const next = addIsoDays(weekOf, 7);
  return { weekOf: next, dueDate: checkInDueDate(next), status: 'not_due' };
}

/** The check-in days (weekOf) whose window has closed by `today`, from `from` to `to` inclusive, oldest first. */
export function closedCheckInWeeks(from: string, to: string, today: string, dayOfWeek: number): string[] {
  const weeks: string[] = [];
  let week = checkInWeekOf(to, dayOfWeek);
  while (week >= from) {
    if (checkInDueDate(week) < today) weeks.push(week);
    week = addIsoDays(week, -7);
  }
  return weeks.reverse();
}

/**
 * The day a member can first be expected to check in: the later of check-ins starting and their
 * joining date in their zone. `zoneOffsetMs` is the zone's offset now (a joining date a DST shift
 * away from a week's edge is the only thing it can move, by a day, on weeks long past).
 */
export function checkInExpectedFrom(startedOn: string | null, createdAt: string, zoneOffsetMs: number): string | null {
  if (startedOn == null) return null;
  // Joined more than a day before check-ins began: no date arithmetic needed (most members).
  if (createdAt.slice(0, 10) < addIsoDays(startedOn, -1)) return startedOn;
  const joined = new Date(Date.parse(createdAt) + zoneOffsetMs).toISOString().slice(0, 10);
  return joined > startedOn ? joined : startedOn;
}

/** A zone's offset from UTC at `at`, in milliseconds. */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const local = new Date(at.toLocaleString('en-US', { timeZone }));
  const utc = new Date(at.toLocaleString('en-US', { timeZone: 'UTC' }));
  return local.getTime() - utc.getTime();
}

export interface CheckInIssue {
  field: string;
  message: string;
}

/** Whether a body fits the form: required answers, kinds and ranges, and only asked-for measurements. */
export function checkInBodyIssues(
  form: Pick<CheckInForm, 'questions' | 'measurements'>,
  body: { answers?: { questionId: string; value: CheckInAnswerValue }[]; measurements?: CheckInMeasurements },
): CheckInIssue[] {
  const issues: CheckInIssue[] = [];
  const answers = body.answers ?? [];
  const byId = new Map<string, CheckInAnswerValue>();
  for (const answer of answers) {
    const question = form.questions.find((q) => q.id === answer.questionId);
    if (!question) {
      issues.push({ field: `answers.${answer.questionId}`, message: `${answer.questionId} is not a question of the form` });
      continue;
    }
    if (byId.has(answer.questionId)) {
      issues.push({ field: `answers.${answer.questionId}`, message: `${question.label}: answered twice` });
      continue;
    }
    byId.set(answer.questionId, answer.value);
    const problem = answerProblem(question.kind, answer.value);
    if (problem) issues.push({ field: `answers.${answer.questionId}`, message: `${question.label}: ${problem}` });
  }
  for (const question of form.questions) {
    if (!question.required) continue;
    const value = byId.get(question.id);
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
      issues.push({ field: `answers.${question.id}`, message: `${question.label}: an answer is required` });
    }
  }
  for (const key of CHECK_IN_MEASUREMENTS) {
    if (body.measurements?.[key] !== undefined && !form.measurements.includes(key)) {
      issues.push({ field: `measurements.${key}`, message: `${key} is not asked for by the form` });
    }
  }
  return issues;
}

function answerProblem(kind: CheckInQuestionKind, value: CheckInAnswerValue): string | null {
  switch (kind) {
    case 'scale':
      return typeof value === 'number' && Number.isInteger(value) && value >= CHECK_IN_LIMITS.scaleMin && value <= CHECK_IN_LIMITS.scaleMax
        ? null
        : `must be a whole number from ${CHECK_IN_LIMITS.scaleMin} to ${CHECK_IN_LIMITS.scaleMax}`;
    case 'yes_no':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number';
    case 'text':
      return typeof value === 'string' && value.length <= CHECK_IN_LIMITS.textAnswerMax
        ? null
        : `must be text of at most ${CHECK_IN_LIMITS.textAnswerMax} characters`;
  }
}

/** Changes of each measurement present in both check-ins (current minus previous, rounded to 0.1). */
export function measurementChanges(current: CheckInMeasurements, previous: CheckInMeasurements): MeasurementChange[] {
  const changes: MeasurementChange[] = [];
  for (const key of CHECK_IN_MEASUREMENTS) {
    const now = current[key];
    const before = previous[key];
    if (now === undefined || before === undefined) continue;
    changes.push({ measurement: key, previous: before, current: now, change: Math.round((now - before) * 10) / 10 });
  }
  return changes;
}
