import { afterEach, describe, expect, it } from 'vitest';
import { clock, extendRest, readRest, secondsLeft, startRest, stopRest } from './rest-timer';

describe('the rest timer', () => {
  afterEach(() => localStorage.clear());

  it('keeps its end time on the device, so a reload finds it still counting', () => {
    const now = Date.parse('2026-11-29T07:00:00Z');
    startRest(41, 90, now);
    // "Reload": nothing but localStorage survives.
    const timer = readRest()!;
    expect(timer).toEqual({ scheduledId: 41, endsAt: now + 90_000, totalSeconds: 90 });
    expect(secondsLeft(timer, now + 30_000)).toBe(60);
    expect(secondsLeft(timer, now + 89_001)).toBe(1);
    expect(secondsLeft(timer, now + 200_000)).toBe(0);
  });

  it('adds and takes away time, never below nothing left, and stops', () => {
    const now = Date.parse('2026-11-29T07:00:00Z');
    startRest(41, 60, now);
    expect(secondsLeft(extendRest(15, now)!, now)).toBe(75);
    expect(secondsLeft(extendRest(-120, now)!, now)).toBe(0);
    stopRest();
    expect(readRest()).toBeNull();
    expect(startRest(41, 0, now)).toBeNull();
  });

  it('shows minutes and seconds', () => {
    expect(clock(90)).toBe('1:30');
    expect(clock(5)).toBe('0:05');
    expect(clock(0)).toBe('0:00');
  });
});
