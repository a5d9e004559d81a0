// The coaching forms' rules: the contract schemas the routes check, read from the inputs (number
// inputs give '' when blank, datetime-local inputs give local date-times the body sends as ISO).
import { z } from 'zod';
import {
  BookSessionBodySchema,
  LiveSessionBodySchema,
  OptionalLinkSchema,
  SubscriptionPlanBodySchema,
  TrainerBodySchema,
  type LiveSessionBody,
} from '@rhythmfit/contracts';
import { zodRules } from '../../lib/form';
import { fromDateTimeLocal } from './lib/format';

const blankNumber = (value: unknown) => (value === '' ? undefined : value);

export const TrainerFormSchema = TrainerBodySchema.extend({ experience: z.preprocess(blankNumber, TrainerBodySchema.shape.experience) });
export const PlanFormSchema = SubscriptionPlanBodySchema.extend({
  price: z.preprocess(blankNumber, SubscriptionPlanBodySchema.shape.price),
  durationDays: z.preprocess(blankNumber, SubscriptionPlanBodySchema.shape.durationDays),
});

/** A session's zoom link as PUT /api/sessions/{id}/zoom-link checks it: https, or blank to clear. */
export const ZoomLinkFormSchema = z.object({ zoomLink: OptionalLinkSchema('Zoom link') });

export interface LiveSessionFormValues {
  title: string;
  trainer: string;
  start: string;
  end: string;
  zoomLink: string;
}

export function liveSessionBody(values: LiveSessionFormValues): LiveSessionBody {
  return {
    title: values.title,
    trainer: values.trainer,
    startTime: fromDateTimeLocal(values.start) ?? '',
    endTime: fromDateTimeLocal(values.end) ?? '',
    zoomLink: values.zoomLink.trim(),
  };
}

/** LiveSessionBodySchema's messages, placed under the Start and End inputs. */
export function validateLiveSession(values: LiveSessionFormValues): Record<string, string> {
  const errors = zodRules(LiveSessionBodySchema)(liveSessionBody(values));
  const fields: Record<string, string> = { startTime: 'start', endTime: 'end' };
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [fields[key] ?? key, String(message)]));
}

/** Book a Session: date and time required (spec section 5), then the body's own rules. */
export const BookSessionFormSchema = BookSessionBodySchema.extend({
  date: z.string().min(1, { message: 'Date is required' }).pipe(BookSessionBodySchema.shape.date),
  time: z.string().min(1, { message: 'Time is required' }).pipe(BookSessionBodySchema.shape.time),
  message: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    BookSessionBodySchema.shape.message,
  ),
});

export { LiveSessionBodySchema } from '@rhythmfit/contracts';
