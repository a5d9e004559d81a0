// The training part of `npm run bench` (issue 41), used by scripts/bench.mjs:
//   - setupTrainingMix(): a tenth of the members each get a 25-set workout for today (the coach
//     puts it on their calendar), and trainingLogRequests() makes the requests of the evening peak:
//     each of those members saves their log once a minute while they train (PUT .../log, the sets
//     done so far), at MEMBERS / 10 / 60 requests a second, mixed into the background traffic;
//   - trainingPhase(): one member with two years of history (500 finished workouts of their own,
//     6 exercises each), then finishing a 30-set workout (target p99 < 50 ms) and reading records
//     and an exercise's history (targets p99 < 20 ms), one request at a time.
// Everything goes through the HTTP API, as phones and the coach's screens do.

import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SETS_PER_EXERCISE = 5;

async function call(url, path, options = {}) {
  // The app sheds load with 503 on a busy host: setup calls wait and try again.
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await callOnce(url, path, options);
    } catch (error) {
      if (!String(error.message).includes(': 503 ') || attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 250 * (attempt + 1)));
    }
  }
}

async function callOnce(url, path, { method = 'GET', token, body } = {}) {
  const headers = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Runs `fn` over `list` with `concurrency` at a time. */
async function pool(list, concurrency, fn) {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, list.length) }, async () => {
    while (next < list.length) {
      const index = next;
      next += 1;
      await fn(list[index], index);
    }
  });
  await Promise.all(workers);
}

/** `count` kg x reps exercises of the built-in library. */
async function strengthExercises(url, token, count) {
  const all = await call(url, '/api/exercises?category=strength', { token });
  const chosen = all.filter((exercise) => exercise.tracking === 'weight_reps').slice(0, count);
  if (chosen.length < count) throw new Error(`the library has only ${chosen.length} kg x reps exercises`);
  return chosen.map((exercise) => exercise.id);
}

function items(exerciseIds, kg = 40) {
  return exerciseIds.map((exerciseId, i) => ({
    exerciseId,
    group: null,
    restSeconds: 90,
    progression: i === 0 ? { addKg: 2.5 } : null,
    sets: Array.from({ length: SETS_PER_EXERCISE }, () => ({ type: 'normal', reps: 8, weightKg: kg + i * 5 })),
  }));
}

/** The log of a workout of `exercises` x 5 sets with the first `done` sets marked done. */
function logBody(exercises, done, { finished = false, kg = 40, startedAt } = {}) {
  let n = 0;
  return {
    startedAt,
    finished,
    items: Array.from({ length: exercises }, (_, i) => ({
      sets: Array.from({ length: SETS_PER_EXERCISE }, () => {
        n += 1;
        return n <= done ? { reps: 8, weightKg: kg + i * 5, rpe: 8, done: true } : { reps: null, weightKg: null, done: false };
      }),
    })),
  };
}

// The server's morning reminder of a planned workout (modules/training/reminders.ts) goes out from
// 07:00 until noon of the business's day: a bench run in those hours also sends one to every
// training member, as well as measuring the evening peak it means to.
const BUSINESS_ZONE = process.env.BENCH_SERVER_BUSINESS_TIME_ZONE ?? 'Asia/Kolkata';
/** The business's wall clock and the reminders' window when `now` is inside it, else null. */
async function morningRemindersNow(now) {
  // The server's own window (built by then: the bench runs the built server).
  const dist = (file) => pathToFileURL(path.resolve(import.meta.dirname, '../apps/server/dist', file)).href;
  const { REMINDER_FROM, REMINDER_UNTIL } = await import(dist('modules/training/reminders.js'));
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    now,
  );
  return clock >= REMINDER_FROM && clock < REMINDER_UNTIL ? { clock, from: REMINDER_FROM, until: REMINDER_UNTIL } : null;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);
const daysBefore = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * A tenth of the members get a 25-set workout (5 exercises x 5 sets) on their calendar today.
 * Answers who trains and each one's scheduled workout.
 */
export async function setupTrainingMix(url, admin, members) {
  const started = Date.now();
  const exerciseIds = await strengthExercises(url, admin.token, 5);
  const workout = await call(url, '/api/admin/training/workouts', {
    method: 'POST',
    token: admin.token,
    body: { name: 'Evening strength (bench)', notes: '', items: items(exerciseIds) },
  });
  const training = members.filter((_, i) => i % 10 === 5);
  const date = todayUtc();
  const athletes = [];
  await pool(training, 8, async (member) => {
    const scheduled = await call(url, `/api/admin/training/members/${member.id}/scheduled`, {
      method: 'POST',
      token: admin.token,
      body: { date, workoutId: workout.id },
    });
    athletes.push({ ...member, scheduledId: scheduled.id });
  });
  console.log(
    `training mix: ${athletes.length} members with a 25-set workout today (set up in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  const morning = await morningRemindersNow(new Date());
  if (morning)
    console.log(
      `training mix: NOTE it is ${morning.clock} in ${BUSINESS_ZONE}, inside the workout reminders' morning window: this run also sends ` +
        `the ${athletes.length} members' reminders (a burst of deliveries and notifications), which the evening peak does not have; ` +
        `runs meant to compare the mix without and with training belong outside ${morning.from}-${morning.until} there`,
    );
  return athletes;
}

/**
 * The requests of the training members at the evening peak: each saves their log once a minute
 * (a set done every minute or so), so `athletes.length / 60` a second. Each call answers the next.
 */
export function trainingLogRequests(athletes) {
  const progress = new Map();
  const startedAt = new Date().toISOString();
  return {
    rate: athletes.length / 60,
    next() {
      const athlete = athletes[Math.floor(Math.random() * athletes.length)];
      const done = Math.min(25, (progress.get(athlete.id) ?? 0) + 1);
      progress.set(athlete.id, done);
      return {
        method: 'PUT',
        path: `/api/training/scheduled/${athlete.scheduledId}/log`,
        // As the app's player saves while the member trains (features/training/api/save-log.ts):
        // asking for no answer, without an Idempotency-Key (a replacing PUT; its finish has one).
        headers: { authorization: `Bearer ${athlete.token}`, 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify(logBody(5, done, { startedAt })),
      };
    },
  };
}

function pct(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function timed(url, path, { method = 'GET', token, body }) {
  const t0 = performance.now();
  await call(url, path, { method, token, body });
  return performance.now() - t0;
}

/**
 * Finishing and reading for a member with two years of history: 500 finished workouts of their
 * own (6 exercises x 5 sets, every other day or so, the kg creeping up), then 60 coach-scheduled
 * 30-set workouts finished one at a time (the first 10 warm up), then records and history reads.
 */
export async function trainingPhase(url, admin, member, { history = 500, finishes = 60, reads = 220 } = {}) {
  const started = Date.now();
  const exerciseIds = await strengthExercises(url, admin.token, 6);
  const today = todayUtc();
  // Oldest first, so each finish is judged against the history before it (as it happened).
  const days = Array.from({ length: history }, (_, i) => daysBefore(today, Math.round(((history - i) * 730) / history) + 1));
  for (const [i, date] of days.entries()) {
    const kg = 30 + Math.floor(i / 25) * 2.5;
    const own = await call(url, '/api/training/workouts', {
      method: 'POST',
      token: member.token,
      body: { date, name: `Strength ${i + 1}`, notes: '', items: items(exerciseIds, kg) },
    });
    await call(url, `/api/training/scheduled/${own.id}/log`, {
      method: 'PUT',
      token: member.token,
      body: logBody(6, 30 - (i % 4), { finished: true, kg }),
    });
  }
  const historySeconds = (Date.now() - started) / 1000;

  const workout = await call(url, '/api/admin/training/workouts', {
    method: 'POST',
    token: admin.token,
    body: { name: 'Heavy day (bench)', notes: '', items: items(exerciseIds, 60) },
  });
  const scheduled = [];
  for (let i = 0; i < finishes; i += 1) {
    const row = await call(url, `/api/admin/training/members/${member.id}/scheduled`, {
      method: 'POST',
      token: admin.token,
      body: { date: today, workoutId: workout.id },
    });
    scheduled.push(row.id);
  }
  const finishTimes = [];
  for (const [i, id] of scheduled.entries()) {
    // A heavier day now and then: some finishes set records, most do not.
    const kg = i % 5 === 0 ? 80 + i : 60;
    const ms = await timed(url, `/api/training/scheduled/${id}/log`, {
      method: 'PUT',
      token: member.token,
      body: logBody(6, 30, { finished: true, kg }),
    });
    if (i >= 10) finishTimes.push(ms);
  }
  const recordTimes = [];
  const historyTimes = [];
  const wholeHistoryTimes = [];
  for (let i = 0; i < reads; i += 1) {
    const exercise = exerciseIds[i % exerciseIds.length];
    const r = await timed(url, '/api/training/records', { token: member.token });
    // What the exercise screen reads: the newest page (older pages load when the member asks).
    const h = await timed(url, `/api/training/exercises/${exercise}/history?page=1&pageSize=50`, { token: member.token });
    // The whole history in one read (an API client that does not page), for the record.
    const w = await timed(url, `/api/training/exercises/${exercise}/history`, { token: member.token });
    if (i >= 20) {
      recordTimes.push(r);
      historyTimes.push(h);
      wholeHistoryTimes.push(w);
    }
  }
  const summary = (times, target) => {
    const p50 = pct(times, 50);
    const p99 = pct(times, 99);
    return { p50, p99, count: times.length, target: p99 < target ? 'met' : 'missed' };
  };
  const result = {
    history,
    historySeconds,
    finish: summary(finishTimes, 50),
    records: summary(recordTimes, 20),
    exerciseHistory: summary(historyTimes, 20),
    wholeHistory: summary(wholeHistoryTimes, 20),
  };
  const line = (name, s, target) =>
    `${name}: p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms over ${s.count} requests${s.target === 'met' ? '  target met' : `  TARGET MISSED (p99 < ${target} ms)`}`;
  console.log(`training: a member with ${history} finished workouts (made in ${historySeconds.toFixed(0)} s)`);
  console.log(line('finishing a 30-set workout (PUT .../log, finished)', result.finish, 50));
  console.log(line('GET /api/training/records', result.records, 20));
  console.log(line("GET /api/training/exercises/:id/history?page=1&pageSize=50 (the screen's read)", result.exerciseHistory, 20));
  console.log(line(`GET /api/training/exercises/:id/history (all ${history} rows at once, for the record)`, result.wholeHistory, 20));
  return result;
}
