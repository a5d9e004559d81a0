// Targets (/my-workouts): a goal and a list of targets kept only on the device.
import { GOAL_OPTIONS } from './tracking-profile.js';

export const TARGET_GOALS = GOAL_OPTIONS;
export const TARGETS_STORAGE_KEY = 'rhythmfit:targets';

export interface Target {
  title: string;
  calories: string;
}

export const SAMPLE_TARGETS: ReadonlyArray<Target> = [
  { title: 'Morning Jog', calories: '300' },
  { title: 'Strength Training', calories: '450' },
  { title: 'Yoga', calories: '200' },
];

/** Title and calories must both be non-empty (section 5); the message names what is missing. */
export function targetError(target: { title: string; calories: string }): string | null {
  const title = target.title.trim();
  const calories = target.calories.trim();
  if (!title && !calories) return 'Please enter a title and calories.';
  if (!title) return 'Please enter a title.';
  if (!calories) return 'Please enter calories.';
  return null;
}
