// For the browser journeys, which run the built server on a real clock: moves a check-in (and its
// measurements) a number of weeks back in the server's SQLite file, so "last week's" check-in exists.
import path from 'node:path';
import Database from 'better-sqlite3';

export function moveCheckInBack(dataDir: string, checkInId: number, weeks = 1): string {
  const db = new Database(path.join(dataDir, 'rhythmfit.sqlite'));
  try {
    const row = db.prepare('select week_of from check_ins where id = ?').get(checkInId) as { week_of: string } | undefined;
    if (!row) throw new Error(`no check-in ${checkInId}`);
    const date = new Date(`${row.week_of}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - 7 * weeks);
    const week = date.toISOString().slice(0, 10);
    db.prepare('update check_ins set week_of = ? where id = ?').run(week, checkInId);
    db.prepare('update check_in_measurements set week_of = ? where check_in_id = ?').run(week, checkInId);
    return week;
  } finally {
    db.close();
  }
}
