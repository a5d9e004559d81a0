// Shapes shared by every domain: the error body, identifiers, calendar dates and clock times.
import { z } from 'zod';
import { MOBILE_MESSAGE } from './shell-rules.js';

export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export { MOBILE_MESSAGE } from './shell-rules.js';
export const MobileSchema = z
  .string({ error: MOBILE_MESSAGE })
  .trim()
  .regex(/^\d{10}$/, { message: MOBILE_MESSAGE });

/** Numeric ids in paths arrive as strings. */
export const IdParamSchema = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive({ message: 'id must be a positive whole number' }),
});
export type IdParam = z.infer<typeof IdParamSchema>;

/** True when `value` is a real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const IsoDateSchema = z
  .string({ error: 'date must be a date written YYYY-MM-DD' })
  .refine(isRealIsoDate, { message: 'date must be a real date written YYYY-MM-DD' });

/** True when `value` is a real 24-hour clock time written HH:MM. */
export function isRealClockTime(value: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return false;
  return Number(match[1]) <= 23 && Number(match[2]) <= 59;
}

export const ClockTimeSchema = z
  .string({ error: 'time must be a time written HH:MM' })
  .refine(isRealClockTime, { message: 'time must be a real time written HH:MM' });

/** Paging for admin lists: the server pages, the browser never gets every row. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;
