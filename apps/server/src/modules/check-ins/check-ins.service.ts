// Weekly check-ins (issue 42): the form, which week a member is in (their check-in day, in their
// time zone), sending and correcting a check-in, history, measurement series, the coach's queue,
// review page and review. Writes go through the request's database (its transaction when keyed).
import { randomBytes } from 'node:crypto';
import {
  CHECK_IN_MEASUREMENTS,
  CheckInBodySchema,
  CheckInFormBodySchema,
  CheckInQueueQuerySchema,
  addIsoDays,
  checkInBodyIssues,
  checkInDueDate,
  checkInExpectedFrom,
  zoneOffsetMs,
  checkInWeekOf,
  checkInWeekState,
  closedCheckInWeeks,
  computeCircadianInsights,
  eatingWindowHours,
  isoDateInZone,
  measurementChanges,
  type CheckIn,
  type CheckInCurrent,
  type CheckInDay,
  type CheckInForm,
  type CheckInMeasurementSeries,
  type CheckInQueue,
  type CheckInQueueItem,
  type CheckInReviewPage,
  type CheckInWeek,
} from '@rhythmfit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { inTransaction, nowIso, type DB } from '../../db/database.js';
import { BadRequestError, ConflictError, NotFoundError, isUniqueViolation } from '../../lib/errors.js';
import { recentDays } from '../circadian/index.js';
import { sendFromCoach } from '../coach-day/index.js';
import { notices, notifyWithin } from '../notifications/index.js';
import { presentCheckIn } from './check-ins.presenter.js';
import * as repo from './check-ins.repository.js';
import { trainingCompliancePercent } from './training-compliance.js';

type App = Pick<FastifyInstance, 'db' | 'notifications' | 'config'>;
type Writer = Pick<FastifyRequest, 'db' | 'afterCommit'>;
type Body = z.output<typeof CheckInBodySchema>;

export const CHECK_IN_MESSAGES = {
  notDue: 'There is no check-in to send now: it opens on your check-in day and stays open for three days.',
  alreadySubmitted: 'You already sent this week\u2019s check-in. You can correct it until your coach reviews it.',
  reviewed: 'Your coach has already reviewed this check-in.',
  notFound: 'Check-in not found',
} as const;

// ---- the form ----

function publicForm(form: repo.StoredForm): CheckInForm {
  const { startedOn: _startedOn, ...rest } = form;
  return rest;
}

export async function getForm(db: DB): Promise<CheckInForm> {
  return publicForm(await repo.readForm(db));
}

const newQuestionId = () => `q_${randomBytes(5).toString('hex')}`;

export async function saveForm(app: App, db: DB, body: z.output<typeof CheckInFormBodySchema>): Promise<CheckInForm> {
  const current = await repo.readForm(db);
  const known = new Set(current.questions.map((q) => q.id));
  const questions = body.questions.map((q) => ({
    // An id the form never had is not kept (ids are the server's to give).
    id: q.id && known.has(q.id) ? q.id : newQuestionId(),
    kind: q.kind,
    label: q.label,
    required: q.required,
  }));
  const at = nowIso();
  await repo.writeForm(
    db,
    { dayOfWeek: body.dayOfWeek, questions, measurements: body.measurements, photos: body.photos },
    businessToday(app),
    at,
  );
  return getForm(db);
}

// ---- which week ----

const businessToday = (app: App) => isoDateInZone(new Date(), app.config.businessTimeZone);

interface MemberWeek {
  member: repo.MemberFacts;
  form: repo.StoredForm;
  day: number;
  timeZone: string;
  today: string;
  expectedFrom: string | null;
}

/** Each zone's offset and today's date in it, worked out once per zone per call. */
function zoneClock(now: Date) {
  const zones = new Map<string, { today: string; offset: number }>();
  return (zone: string) => {
    let found = zones.get(zone);
    if (!found) zones.set(zone, (found = { today: isoDateInZone(now, zone), offset: zoneOffsetMs(now, zone) }));
    return found;
  };
}

function expectedFrom(member: repo.MemberFacts, form: repo.StoredForm, timeZone: string): string | null {
  return checkInExpectedFrom(form.startedOn, member.createdAt, zoneOffsetMs(new Date(), timeZone));
}

async function memberWeek(app: App, db: DB, userId: number): Promise<MemberWeek> {
  const [member, form] = await Promise.all([repo.memberFacts(db, userId), repo.readForm(db)]);
  if (!member) throw new NotFoundError('Member not found');
  const timeZone = member.timeZone ?? app.config.businessTimeZone;
  const today = isoDateInZone(new Date(), timeZone);
  return { member, form, day: member.ownDay ?? form.dayOfWeek, timeZone, today, expectedFrom: expectedFrom(member, form, timeZone) };
}

async function present(db: DB, rows: repo.CheckInWithUser[]): Promise<CheckIn[]> {
  const parts = await repo.partsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentCheckIn(row, parts));
}

async function presentOne(db: DB, row: repo.CheckInWithUser): Promise<CheckIn> {
  return (await present(db, [row]))[0]!;
}

export async function current(app: App, userId: number): Promise<CheckInCurrent> {
  const week = await memberWeek(app, app.db, userId);
  const weekOf = checkInWeekOf(week.today, week.day);
  const sent = await repo.checkInOfWeek(app.db, userId, weekOf);
  const form = publicForm(week.form);
  if (sent) return { weekOf, dueDate: checkInDueDate(weekOf), status: sent.status, form, checkIn: await presentOne(app.db, sent) };
  const state = checkInWeekState(week.today, week.day, week.expectedFrom);
  return { ...state, form, checkIn: null };
}

// ---- sending and correcting ----

function refuseIssues(issues: { field: string; message: string }[]): void {
  if (issues.length === 0) return;
  throw new BadRequestError(issues.map((issue) => issue.message).join('; '), 'check_in_invalid_answer');
}

function answerRows(questions: CheckInForm['questions'], body: Body) {
  const given = new Map(body.answers.map((a) => [a.questionId, a.value]));
  return questions.map((q) => {
    const value = given.get(q.id);
    const empty = value === undefined || (typeof value === 'string' && value.trim() === '');
    return { question_id: q.id, kind: q.kind, label: q.label, value: empty ? null : JSON.stringify(value) };
  });
}

export async function create(app: App, writer: Writer, userId: number, body: Body): Promise<CheckIn> {
  const db = writer.db;
  const week = await memberWeek(app, db, userId);
  const weekOf = checkInWeekOf(week.today, week.day);
  if (await repo.checkInOfWeek(db, userId, weekOf))
    throw new ConflictError(CHECK_IN_MESSAGES.alreadySubmitted, 'check_in_already_submitted');
  if (checkInWeekState(week.today, week.day, week.expectedFrom).status !== 'due')
    throw new ConflictError(CHECK_IN_MESSAGES.notDue, 'check_in_not_due');
  refuseIssues(checkInBodyIssues(week.form, body));
  const at = nowIso();
  const id = await inTransaction(db, async (trx) => {
    await repo.ensureForm(trx, week.today, at);
    let inserted: { id: number };
    try {
      inserted = await trx
        .insertInto('check_ins')
        .values({ user_id: userId, week_of: weekOf, status: 'submitted', note: body.note ?? null, submitted_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(CHECK_IN_MESSAGES.alreadySubmitted, 'check_in_already_submitted');
      throw error;
    }
    await repo.writeAnswersAndMeasurements(
      trx,
      { id: inserted.id, user_id: userId, week_of: weekOf },
      answerRows(week.form.questions, body),
      body.measurements,
    );
    return inserted.id;
  });
  await notifyWithin(writer, app.notifications, [notices.coachCheckInSubmitted(week.member.name)]);
  return presentOne(db, (await repo.checkInById(db, id))!);
}

/** The member's own check-in (404 for anyone else's). */
async function ownCheckIn(db: DB, userId: number, id: number): Promise<repo.CheckInWithUser> {
  const row = await repo.checkInById(db, id);
  if (!row || row.user_id !== userId) throw new NotFoundError(CHECK_IN_MESSAGES.notFound, 'check_in_not_found');
  return row;
}

export async function correct(app: App, db: DB, userId: number, id: number, body: Body): Promise<CheckIn> {
  const row = await ownCheckIn(db, userId, id);
  if (row.status === 'reviewed') throw new ConflictError(CHECK_IN_MESSAGES.reviewed, 'check_in_reviewed');
  const form = await repo.readForm(db);
  const parts = await repo.partsOf(db, [id]);
  // The questions as they were sent (labels and kinds frozen); required as the form says today.
  const requiredNow = new Map(form.questions.map((q) => [q.id, q.required]));
  const frozen = (parts.answers.get(id) ?? []).map((a) => ({
    id: a.question_id,
    kind: a.kind as CheckInForm['questions'][number]['kind'],
    label: a.label,
    required: requiredNow.get(a.question_id) ?? false,
  }));
  const asked = new Set([...form.measurements, ...(parts.measurements.get(id) ?? []).map((m) => m.measurement)]);
  refuseIssues(checkInBodyIssues({ questions: frozen, measurements: CHECK_IN_MEASUREMENTS.filter((m) => asked.has(m)) }, body));
  await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('check_ins')
      .set({ note: body.note ?? null, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new ConflictError(CHECK_IN_MESSAGES.reviewed, 'check_in_reviewed');
    await repo.writeAnswersAndMeasurements(trx, row, answerRows(frozen, body), body.measurements);
  });
  return presentOne(db, (await repo.checkInById(db, id))!);
}

export async function history(db: DB, userId: number): Promise<CheckIn[]> {
  return present(db, await repo.checkInsOf(db, userId));
}

export async function memberHistory(db: DB, userId: number): Promise<CheckIn[]> {
  const member = await repo.memberFacts(db, userId);
  if (!member || member.role !== 'USER') throw new NotFoundError('Member not found');
  return history(db, userId);
}

export async function measurementSeries(db: DB, userId: number): Promise<CheckInMeasurementSeries> {
  const rows = await db
    .selectFrom('check_in_measurements')
    .select(['measurement', 'week_of', 'value'])
    .where('user_id', '=', userId)
    .orderBy('week_of')
    .execute();
  const series = Object.fromEntries(
    CHECK_IN_MEASUREMENTS.map((key) => [key, [] as { date: string; value: number }[]]),
  ) as CheckInMeasurementSeries;
  for (const row of rows) series[row.measurement as keyof CheckInMeasurementSeries]?.push({ date: row.week_of, value: row.value });
  return series;
}

// ---- the member's day ----

/** A member's check-in day: their own, else the form's. */
export async function memberDay(db: DB, userId: number): Promise<CheckInDay> {
  const [member, form] = await Promise.all([repo.memberFacts(db, userId), repo.readForm(db)]);
  if (!member || member.role !== 'USER') throw new NotFoundError('Member not found');
  return { userId, dayOfWeek: member.ownDay ?? form.dayOfWeek, own: member.ownDay !== null };
}

export async function setMemberDay(db: DB, userId: number, dayOfWeek: number): Promise<CheckInDay> {
  const member = await repo.memberFacts(db, userId);
  if (!member || member.role !== 'USER') throw new NotFoundError('Member not found');
  await repo.setMemberDay(db, userId, dayOfWeek, nowIso());
  return { userId, dayOfWeek, own: true };
}

// ---- the coach's queue ----

/** The queue's `total` counts at most this many (documented in docs/check-ins.md). */
export const QUEUE_COUNT_CAP = 10_000;

/** Missed weeks looked at when the coach gives no `from`: the last four. */
const MISSED_DEFAULT_DAYS = 28;

export async function queue(app: App, query: z.output<typeof CheckInQueueQuerySchema>): Promise<CheckInQueue> {
  const db = app.db;
  const { page, pageSize } = query;
  const waitingRow = await db
    .selectFrom('check_ins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  const waiting = Number(waitingRow.n);
  if (query.status === 'missed') {
    const items = await missedWeeks(app, query.from, query.to);
    return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize, waiting };
  }
  let base = db.selectFrom('check_ins as c').where('c.status', '=', query.status);
  if (query.from) base = base.where('c.week_of', '>=', query.from);
  if (query.to) base = base.where('c.week_of', '<=', query.to);
  // Reviewed check-ins pile up (a year of 10,000 members: half a million): the total is counted up
  // to QUEUE_COUNT_CAP, far past any page a coach turns to, instead of over every row each time.
  const total =
    query.status === 'submitted' && !query.from && !query.to
      ? waiting
      : Number(
          (
            await db
              .selectFrom(base.select('c.id').limit(QUEUE_COUNT_CAP).as('capped'))
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
  const ordered =
    query.status === 'submitted'
      ? base.orderBy('c.submitted_at', 'asc').orderBy('c.id', 'asc')
      : base.orderBy('c.reviewed_at', 'desc').orderBy('c.id', 'desc');
  const rows = await ordered
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => [
      'c.id',
      'c.user_id',
      'u.name',
      'c.week_of',
      'c.status',
      'c.submitted_at',
      'c.reviewed_at',
      eb
        .selectFrom('check_in_photos as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.check_in_id', '=', 'c.id')
        .as('photo_count'),
    ])
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const items: CheckInQueueItem[] = rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    userName: row.name,
    weekOf: row.week_of,
    dueDate: checkInDueDate(row.week_of),
    status: row.status,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    photoCount: Number(row.photo_count ?? 0),
  }));
  return { items, total, page, pageSize, waiting };
}

/** Closed weeks without a check-in, newest first (then by name), between `from` and `to` on weekOf. */
export async function missedWeeks(app: App, from?: string, to?: string): Promise<CheckInQueueItem[]> {
  const db = app.db;
  const form = await repo.readForm(db);
  if (!form.startedOn) return [];
  const now = new Date();
  const businessDay = isoDateInZone(now, app.config.businessTimeZone);
  const last = to ?? addIsoDays(businessDay, 1);
  const first = from ?? addIsoDays(businessDay, -MISSED_DEFAULT_DAYS);
  // The weeks any member could have missed: a week closes when its due date is past in the
  // member's zone, and no zone's today is later than tomorrow in UTC. Each member's own closed
  // weeks, for the today of their zone, are picked below.
  const latestToday = addIsoDays(now.toISOString().slice(0, 10), 1);
  const days = new Set([form.dayOfWeek, ...(await repo.ownCheckInDays(db))]);
  const candidates = [...days].flatMap((day) => closedCheckInWeeks(first, last, latestToday, day).map((weekOf) => ({ weekOf, day })));
  const gaps = await repo.membersWithoutCheckIns(db, candidates, form.dayOfWeek);
  const clock = zoneClock(now);
  // The closed weeks of each (today, day) pair: a handful of lists for every member.
  const closed = new Map<string, Set<string>>();
  const items: CheckInQueueItem[] = [];
  for (const gap of gaps) {
    const zone = clock(gap.timeZone ?? app.config.businessTimeZone);
    const expected = checkInExpectedFrom(form.startedOn, gap.createdAt, zone.offset);
    if (!expected || gap.weekOf < expected) continue;
    const day = gap.ownDay ?? form.dayOfWeek;
    const key = `${zone.today}:${day}`;
    let weeks = closed.get(key);
    if (!weeks) closed.set(key, (weeks = new Set(closedCheckInWeeks(first, last, zone.today, day))));
    if (!weeks.has(gap.weekOf)) continue;
    items.push({
      id: null,
      userId: gap.id,
      userName: gap.name,
      weekOf: gap.weekOf,
      dueDate: checkInDueDate(gap.weekOf),
      status: 'missed',
      submittedAt: null,
      reviewedAt: null,
      photoCount: 0,
    });
  }
  items.sort((a, b) =>
    a.weekOf === b.weekOf ? a.userName.localeCompare(b.userName) || a.userId - b.userId : a.weekOf < b.weekOf ? 1 : -1,
  );
  return items;
}

// ---- the review page ----

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 100) / 100;
}

export async function reviewPage(db: DB, id: number): Promise<CheckInReviewPage> {
  const row = await repo.checkInById(db, id);
  if (!row) throw new NotFoundError(CHECK_IN_MESSAGES.notFound, 'check_in_not_found');
  const previousRow = await repo.previousCheckIn(db, row.user_id, row.week_of);
  const [checkIn, previous] = await present(db, previousRow ? [row, previousRow] : [row]);
  const end = addIsoDays(row.week_of, -1);
  const start = addIsoDays(row.week_of, -7);
  const records = await recentDays(db, row.user_id, 7, end);
  const insights = computeCircadianInsights(records, end, 7);
  const windows = records.map((record) => eatingWindowHours(record)).filter((value): value is number => value != null);
  const week: CheckInWeek = {
    start,
    end,
    eatingWindowMedianHours: median(windows),
    sleepHoursAverage: insights.averageSleepHours,
    sleepRegularity: insights.sleepRegularity,
    trainingCompliancePercent: await trainingCompliancePercent(db, row.user_id, start, end),
    measurementChanges: previous ? measurementChanges(checkIn!.measurements, previous.measurements) : null,
  };
  return { checkIn: checkIn!, previous: previous ?? null, week };
}

// ---- the review ----

function weekName(weekOf: string): string {
  const [y, m, d] = weekOf.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Marks a submitted check-in reviewed, once: the update is conditional on its status, so of two
 * coaches at once (or a replay) one wins and the other gets 409 check_in_reviewed. The comment goes
 * into the member's conversation naming the week, in the same transaction as the mark.
 */
export async function review(app: App, coachId: number, id: number, comment: string): Promise<CheckIn> {
  const after: (() => unknown)[] = [];
  await inTransaction(app.db, async (trx) => {
    const at = nowIso();
    const updated = await trx
      .updateTable('check_ins')
      .set({ status: 'reviewed', reviewed_at: at, reviewed_by: coachId, review_comment: comment, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    const row = await repo.checkInById(trx, id);
    if (!row) throw new NotFoundError(CHECK_IN_MESSAGES.notFound, 'check_in_not_found');
    if (Number(updated.numUpdatedRows) === 0) throw new ConflictError(CHECK_IN_MESSAGES.reviewed, 'check_in_reviewed');
    const writer: Writer = {
      db: trx,
      afterCommit: async (work) => {
        after.push(work);
      },
    };
    await sendFromCoach(app, writer, coachId, [row.user_id], `Your check-in for the week of ${weekName(row.week_of)}:\n\n${comment}`, {
      notify: false,
    });
    await notifyWithin(writer, app.notifications, [notices.checkInReviewed(row.user_id, row.week_of)]);
  });
  for (const work of after) await work();
  return presentOne(app.db, (await repo.checkInById(app.db, id))!);
}
