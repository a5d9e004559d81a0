// The rest timer between sets: its end time is kept on the device, so it keeps counting through a
// reload or a locked phone and rings on time when the screen comes back. One timer at a time.
const KEY = 'rhythmfit:training-rest';
export const REST_EVENT = 'rhythmfit:training-rest';

export interface RestTimer {
  scheduledId: number;
  /** Epoch milliseconds when the rest is over. */
  endsAt: number;
  totalSeconds: number;
}

export function readRest(): RestTimer | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as RestTimer;
    return typeof value?.endsAt === 'number' && typeof value.totalSeconds === 'number' ? value : null;
  } catch {
    return null;
  }
}

export function startRest(scheduledId: number, seconds: number, now: number = Date.now()): RestTimer | null {
  if (seconds <= 0) {
    stopRest();
    return null;
  }
  const timer: RestTimer = { scheduledId, endsAt: now + seconds * 1000, totalSeconds: seconds };
  localStorage.setItem(KEY, JSON.stringify(timer));
  window.dispatchEvent(new Event(REST_EVENT));
  return timer;
}

export function stopRest(): void {
  localStorage.removeItem(KEY);
  window.dispatchEvent(new Event(REST_EVENT));
}

/** Adds (or with a negative value takes away) seconds, never below zero left. */
export function extendRest(seconds: number, now: number = Date.now()): RestTimer | null {
  const timer = readRest();
  if (!timer) return null;
  const endsAt = Math.max(now, timer.endsAt + seconds * 1000);
  const next = { ...timer, endsAt, totalSeconds: Math.max(1, timer.totalSeconds + seconds) };
  localStorage.setItem(KEY, JSON.stringify(next));
  window.dispatchEvent(new Event(REST_EVENT));
  return next;
}

/** Whole seconds left (rounded up), 0 once over. */
export function secondsLeft(timer: RestTimer, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((timer.endsAt - now) / 1000));
}

/** "1:30", "0:05". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
