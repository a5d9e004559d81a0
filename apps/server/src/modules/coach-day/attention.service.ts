// Who needs attention: every reason of every live member, most urgent first. The repository
// narrows each reason in the database; the exact rules (contracts/coach-day.ts) decide here, on
// the few members that come back. A dismissed reason stays hidden while its value and since are
// the ones the coach dismissed.
import {
  ATTENTION_CODES,
  ATTENTION_WINDOWS,
  attentionFingerprint,
  attentionText,
  isoDateInZone,
  medianOfDailyWindows,
  shiftIsoDate,
  sortByAttention,
  sriFromShare,
  wallClockToInstant,
  weightGain,
  type AttentionCode,
  type AttentionMember,
  type AttentionReason,
  type AttentionThresholds,
} from '@rhythmfit/contracts';
import type { DB } from '../../db/database.js';
import { NotFoundError } from '../../lib/errors.js';
import { missedCheckIns } from './attention-check-ins.js';
import {
  dismissalsOf,
  circadianFigures,
  circadianFiguresFromSummary,
  lastActivityBefore,
  liveMembers,
  missedWorkouts,
  possiblyMissedBookings,
  saveDismissal,
  weightGains,
  type CircadianWindows,
} from './attention.repository.js';

const DAY_MS = 86_400_000;

export interface AttentionDeps {
  db: DB;
  thresholds: AttentionThresholds;
  timeZone: string;
}

/** Every reason of the members in `only` (all members when null), before dismissals. */
async function computeReasons(deps: AttentionDeps, now: Date, only: number[] | null): Promise<Map<number, AttentionReason[]>> {
  const { db, thresholds: t, timeZone } = deps;
  const today = isoDateInZone(now, timeZone);
  const reasons = new Map<number, AttentionReason[]>();
  const add = (userId: number, reason: Omit<AttentionReason, 'text'> & { text?: string }) => {
    const list = reasons.get(userId) ?? [];
    list.push({ ...reason, text: reason.text ?? attentionText(reason.code, reason.value, reason.threshold) });
    reasons.set(userId, list);
  };

  const eatingFrom = shiftIsoDate(today, -(ATTENTION_WINDOWS.eatingWindowLookbackDays - 1));
  const sriCurrentFrom = shiftIsoDate(today, -(ATTENTION_WINDOWS.sriDays - 1));
  const sriFrom = shiftIsoDate(sriCurrentFrom, -ATTENTION_WINDOWS.sriDays);
  const dinnerFrom = shiftIsoDate(today, -(ATTENTION_WINDOWS.lateDinnerWindowDays - 1));
  const missedFrom = new Date(now.getTime() - t.missedAppointmentDays * DAY_MS);

  const windows: CircadianWindows = {
    today,
    dinnerFrom,
    lateAfter: t.lateDinnerAfter,
    lateDays: t.lateDinnerDays,
    eatingFrom,
    eatingMinutes: t.eatingWindowHours * 60,
    sriFrom,
    sriCurrentFrom,
    sriMinPairs: ATTENTION_WINDOWS.sriMinPairs,
    sriMin: t.sriMin,
    sriDrop: t.sriDrop,
    eatingLoggedDays: ATTENTION_WINDOWS.eatingWindowLoggedDays,
  };

  const [idle, figures, gains, bookings, workouts, checkIns] = await Promise.all([
    lastActivityBefore(db, new Date(now.getTime() - t.noLogsDays * DAY_MS).toISOString(), only),
    // The whole list reads the per-member summary (migration 0014); one member's reasons (a
    // dismissal) are summed from their own days, by the same sums.
    only === null ? circadianFiguresFromSummary(db, windows) : circadianFigures(db, windows, only),
    weightGains(db, t.weightGainKg, only),
    // A day either side: appointment dates are wall-clock dates in the business zone.
    possiblyMissedBookings(db, shiftIsoDate(isoDateInZone(missedFrom, timeZone), -1), shiftIsoDate(today, 1), only),
    missedWorkouts(db, shiftIsoDate(today, -ATTENTION_WINDOWS.missedWorkoutsDays), today, t.missedWorkouts, only),
    missedCheckIns(db, now, timeZone, only),
  ]);

  for (const row of idle) {
    const days = Math.floor((now.getTime() - Date.parse(row.last_at)) / DAY_MS);
    add(row.user_id, { code: 'no_logs', value: days, threshold: t.noLogsDays, since: row.last_at });
  }

  for (const row of figures) {
    if (row.lateDays < t.lateDinnerDays) continue;
    add(row.user_id, {
      code: 'late_dinner',
      value: row.lateDays,
      threshold: t.lateDinnerDays,
      since: row.firstLate,
      after: t.lateDinnerAfter,
      text: attentionText('late_dinner', row.lateDays, t.lateDinnerDays, { after: t.lateDinnerAfter }),
    });
  }

  // The eating window's exact rule (the median of the last logged days) runs on the few members
  // with a long day, over the days the repository read with their figures.
  for (const row of figures) {
    if (row.longDays === 0) continue;
    const window = medianOfDailyWindows(
      row.eatingDays.map((day) => ({ date: day.date, hours: Math.round((day.minutes / 60) * 100) / 100 })),
      ATTENTION_WINDOWS.eatingWindowLoggedDays,
    );
    if (window && window.hours > t.eatingWindowHours) {
      add(row.user_id, { code: 'long_eating_window', value: window.hours, threshold: t.eatingWindowHours, since: window.since });
    }
  }

  // The SRI from the database's sums of the same per-pair shares contracts' sameStateShare gives.
  for (const row of figures) {
    if (row.curPairs < ATTENTION_WINDOWS.sriMinPairs) continue;
    const sri = sriFromShare(row.curShare / row.curPairs);
    const previous = row.prevPairs >= ATTENTION_WINDOWS.sriMinPairs ? sriFromShare(row.prevShare / row.prevPairs) : null;
    const flagged = sri < t.sriMin || (previous !== null && previous - sri >= t.sriDrop);
    if (flagged) {
      add(row.user_id, {
        code: 'irregular_sleep',
        value: sri,
        threshold: t.sriMin,
        since: null,
        previous,
        text: attentionText('irregular_sleep', sri, t.sriMin, { previous }),
      });
    }
  }

  for (const row of gains) {
    const gain = weightGain(row.weight, row.prev_weight);
    if (gain >= t.weightGainKg) add(row.user_id, { code: 'weight_gain', value: gain, threshold: t.weightGainKg, since: row.date });
  }

  // An appointment's instant is its wall-clock date and time in the business zone.
  const missed = new Map<number, string[]>();
  for (const booking of bookings) {
    const at = wallClockToInstant(booking.date, booking.time, timeZone);
    if (at.getTime() >= now.getTime() || at.getTime() < missedFrom.getTime()) continue;
    missed.set(booking.user_id, [...(missed.get(booking.user_id) ?? []), at.toISOString()]);
  }
  for (const [userId, instants] of missed) {
    const latest = instants.sort().at(-1)!;
    add(userId, { code: 'missed_appointment', value: instants.length, threshold: 1, since: latest });
  }

  // Scheduled workouts (issue 41) left planned in the 7 days before today: missed.
  for (const row of workouts) {
    add(row.user_id, { code: 'missed_workouts', value: row.missed, threshold: t.missedWorkouts, since: row.latest });
  }
  for (const row of checkIns) add(row.user_id, { code: 'missed_check_in', value: row.weeks, threshold: 1, since: row.weekOf });

  return reasons;
}

const rank = (code: AttentionCode) => ATTENTION_CODES.indexOf(code);

/** The Needs attention list: live members with one or more reasons not dismissed, most urgent first. */
export async function needsAttention(deps: AttentionDeps, now = new Date(), only: number[] | null = null): Promise<AttentionMember[]> {
  const reasons = await computeReasons(deps, now, only);
  const ids = [...reasons.keys()];
  const [members, dismissals] = await Promise.all([liveMembers(deps.db, ids), dismissalsOf(deps.db, ids)]);
  // Each member's dismissed reasons (code and fingerprint); most members have none.
  const dismissed = new Map<number, Set<string>>();
  for (const d of dismissals) {
    const set = dismissed.get(d.user_id) ?? new Set<string>();
    set.add(`${d.code}:${attentionFingerprint({ value: Number(d.value), since: d.since })}`);
    dismissed.set(d.user_id, set);
  }
  const list: AttentionMember[] = [];
  for (const member of members) {
    const hidden = dismissed.get(member.id);
    const all = reasons.get(member.id) ?? [];
    const open = (hidden ? all.filter((reason) => !hidden.has(`${reason.code}:${attentionFingerprint(reason)}`)) : all).sort(
      (a, b) => rank(a.code) - rank(b.code),
    );
    if (open.length) list.push({ user: { id: member.id, name: member.name, mobile: member.mobile }, reasons: open });
  }
  return sortByAttention(list);
}

/** Hides one of a member's current reasons until its value or since changes. */
export async function dismissReason(
  deps: AttentionDeps,
  userId: number,
  code: AttentionCode,
  coachId: number,
  now = new Date(),
): Promise<void> {
  const [member] = await liveMembers(deps.db, [userId]);
  if (!member) throw new NotFoundError('Member not found');
  const reasons = await computeReasons(deps, now, [userId]);
  const reason = reasons.get(userId)?.find((r) => r.code === code);
  if (!reason) throw new NotFoundError('This member does not have that reason right now.', 'reason_not_found');
  await saveDismissal(deps.db, {
    user_id: userId,
    code,
    value: reason.value,
    since: reason.since,
    dismissed_by: coachId,
    dismissed_at: now.toISOString(),
  });
}
