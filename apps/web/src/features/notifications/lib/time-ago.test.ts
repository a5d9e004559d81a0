import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  it.each([
    ['2026-11-24T11:59:30.000Z', 'just now'],
    ['2026-11-24T11:55:00.000Z', '5 min ago'],
    ['2026-11-24T09:00:00.000Z', '3 h ago'],
    ['2026-11-23T11:00:00.000Z', 'yesterday'],
    ['2026-11-20T12:00:00.000Z', '4 days ago'],
    ['2026-11-01T12:00:00.000Z', '1 Nov'],
  ])('%s is %s', (iso, text) => expect(timeAgo(iso, now)).toBe(text));
});
