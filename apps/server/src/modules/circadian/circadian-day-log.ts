// One day of a member's circadian log written through the same rules as the API: every payload is
// checked by the routes' own schemas and stored by the same service calls. Used by the demo seed,
// so the demo shows only what a member could have logged (late eating as eating events, never a
// meal mark outside its window).
import {
  CircadianDateParamSchema,
  EatingEventBodySchema,
  MealLogBodySchema,
  SleepBodySchema,
  WaterBodySchema,
  type EatingEventBody,
  type Meal,
} from '@rhythmfit/contracts';
import type { DB } from '../../db/database.js';
import * as circadian from './circadian.service.js';

export interface CircadianDayLog {
  meals?: { meal: Meal; time: string }[];
  eating?: EatingEventBody[];
  waterCups?: number;
  sleep?: { start: string; end: string };
}

/** Writes one day; a payload the API would refuse throws (zod), so nothing off the rules is stored. */
export async function logCircadianDay(db: DB, userId: number, date: string, day: CircadianDayLog): Promise<void> {
  CircadianDateParamSchema.parse({ date });
  for (const mark of day.meals ?? []) {
    const body = MealLogBodySchema.parse(mark);
    await circadian.logMeal(db, userId, date, body.meal, body.time);
  }
  for (const event of day.eating ?? []) await circadian.addEatingEvent(db, userId, date, EatingEventBodySchema.parse(event));
  if (day.waterCups) await circadian.addWater(db, userId, date, WaterBodySchema.parse({ cups: day.waterCups }).cups);
  if (day.sleep) {
    const sleep = SleepBodySchema.parse(day.sleep);
    await circadian.logSleep(db, userId, date, sleep.start, sleep.end);
  }
}
