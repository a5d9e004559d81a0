// Shared fixtures for the circadian web tests.
import { computeCircadianInsights, emptyDailyRecord, type DailyRecord } from '@rhythmfit/contracts';

export function dayRecord(date: string, patch: Partial<DailyRecord> = {}): DailyRecord {
  return { ...emptyDailyRecord(date), ...patch };
}

export function insightsFor(end: string, records: DailyRecord[] = []) {
  return computeCircadianInsights(records, end, 7);
}

export function signIn(role = 'USER', userId = 7): void {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('role', role);
  localStorage.setItem('userId', String(userId));
  localStorage.setItem('user', JSON.stringify({ id: userId, name: 'Test Member', role: { name: role } }));
}
