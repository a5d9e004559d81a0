// Targets and the chosen goal live only on the device (localStorage), as the spec says.
import { TARGETS_STORAGE_KEY, type Target } from '@rhythmfit/contracts';

const GOAL_KEY = `${TARGETS_STORAGE_KEY}:goal`;

export function loadTargets(): Target[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(TARGETS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((t): t is Target => typeof t?.title === 'string' && typeof t?.calories === 'string') : [];
  } catch {
    return [];
  }
}

export function saveTargets(targets: Target[]): void {
  localStorage.setItem(TARGETS_STORAGE_KEY, JSON.stringify(targets));
}

export function loadGoal(): string | null {
  return localStorage.getItem(GOAL_KEY);
}

export function saveGoal(goal: string | null): void {
  if (goal) localStorage.setItem(GOAL_KEY, goal);
  else localStorage.removeItem(GOAL_KEY);
}
