// Texts and small rules of the everyday screens (the member's dashboard, progress, sessions,
// testimonials; the coach's Needs attention), kept free of zod like shell-rules.ts: a screen that
// only shows data then loads neither zod nor every schema (on a phone, building all the schemas
// took about 45 ms of the dashboard's main thread). Each name is re-exported from its domain
// module, so importers see no difference.

// ---------- weight progress (tracking-progress.ts) ----------

export const PROGRESS_MESSAGES = {
  enterWeight: 'Please enter weight.',
  weightUpdated: 'Weight updated successfully!',
  weightFailed: 'Failed to update weight.',
  alreadyThisMonth: 'A weight entry already exists for this month. Only one entry per month is allowed.',
  noEntries: 'No entries found.',
  notEnoughData: 'Not enough data to show progress.',
  noProgressData: 'No progress data found.',
  noChartData: 'No chart data yet.',
} as const;

export function sortByDate<T extends { date: string }>(entries: ReadonlyArray<T>): T[] {
  return [...entries].sort((a, b) => a.date.localeCompare(b.date));
}

/** Weight change from the first to the latest entry (kg, one decimal); null with fewer than two entries. */
export function weightChange(entries: ReadonlyArray<{ date: string; weight: number }>): number | null {
  if (entries.length < 2) return null;
  const sorted = sortByDate(entries);
  return Math.round((sorted[sorted.length - 1]!.weight - sorted[0]!.weight) * 10) / 10;
}

/** Section 9: total entries × 10 % and |weight change| × 10 %, each capped at 100 %. */
export function statBarWidths(entries: ReadonlyArray<{ date: string; weight: number }>): { entries: number; change: number } {
  const change = weightChange(entries) ?? 0;
  return {
    entries: Math.min(entries.length * 10, 100),
    change: Math.min(Math.round(Math.abs(change) * 10 * 10) / 10, 100),
  };
}

export interface TwoMonthComparison {
  previous: { date: string; weight: number };
  current: { date: string; weight: number };
  /** current − previous, kg, one decimal. */
  difference: number;
  /** gain shows red, loss green (section 9). */
  trend: 'gain' | 'loss' | 'same';
}

/** The last two recorded months; null when fewer than two entries exist. */
export function lastTwoMonthsComparison(entries: ReadonlyArray<{ date: string; weight: number }>): TwoMonthComparison | null {
  if (entries.length < 2) return null;
  const sorted = sortByDate(entries);
  const previous = sorted[sorted.length - 2]!;
  const current = sorted[sorted.length - 1]!;
  const difference = Math.round((current.weight - previous.weight) * 10) / 10;
  return {
    previous: { date: previous.date, weight: previous.weight },
    current: { date: current.date, weight: current.weight },
    difference,
    trend: difference > 0 ? 'gain' : difference < 0 ? 'loss' : 'same',
  };
}

/** "Nov 2026" style label of a YYYY-MM-DD date, independent of the time zone. */
export function monthLabel(date: string): string {
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const month = Number(date.slice(5, 7));
  return `${names[month - 1] ?? '?'} ${date.slice(0, 4)}`;
}

// ---------- coaching (coaching.ts) ----------

export const SESSION_POLL_MS = 5000;

export const LIVE_SESSIONS_POLL_MS = 30_000;

export const COACHING_MESSAGES = {
  sessionBooked: 'Session booked successfully!',
  loginToBook: 'You must be logged in to book a session.',
  somethingWrong: 'Something went wrong!',
  selectDateAndTime: 'Please select both date and time.',
  fetchSlotsFailed: 'Failed to fetch available slots.',
  bookingFailed: 'Error while booking. Please try again.',
  appointmentConfirmed: 'Appointment Confirmed!',
  appointmentConfirmedBody: 'Your session has been booked successfully.',
  selectSlotDateTime: 'Select date and time first!',
  statusUpdated: 'Status updated ✅',
  statusUpdateFailed: 'Failed to update status ❌',
  linkUpdated: 'Meeting link updated ✅',
  linkUpdateFailed: 'Failed to update meeting link ❌',
  noSessions: 'No sessions booked yet.',
  noSlots: 'No slots available.',
  noSlotsForDate: 'No slots available for this date.',
  loadingSlots: 'Loading slots...',
  noAppointments: 'No appointments booked yet.',
  noBookings: 'No bookings available.',
  noLiveSessions: 'No live sessions right now.',
  loadingSessions: 'Loading sessions...',
  noPlans: 'No subscription plans available.',
  upcomingTodayHint: 'Link will be active when the session starts',
  futureHint: 'Link will be active on the day of the session',
  slotTaken: 'This slot has just been booked by someone else. Please pick another time.',
  slotMissing: 'There is no free slot at that date and time.',
  slotInPast: 'That slot is in the past. Please pick a future time.',
  slotExists: 'A slot already exists at that date and time.',
} as const;

/** Members see the status capitalised (pending → Pending); absent reads as Pending. */
export function capitalizeStatus(value: string | null | undefined): string {
  if (!value) return 'Pending';
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}

// ---------- content (content.ts) ----------

/** The spec's texts (sections 5 and 8), used verbatim by the screens. */
export const CONTENT_MESSAGES = {
  bannerDeleteConfirm: 'Are you sure you want to delete this banner?',
  bannerCreated: 'Banner created successfully!',
  bannerUpdated: 'Banner updated successfully!',
  bannerDeleted: 'Banner deleted successfully!',
  bannerRequired: 'Please provide title, subtitle, and image.',
  bannerLoginCreate: 'You must be logged in to create banners.',
  bannerLoginUpdate: 'You must be logged in to update banners.',
  bannerLoginDelete: 'You must be logged in to delete banners.',
  loadingBanners: 'Loading banners...',
  testimonialRequired: 'Name and message required.',
  testimonialLogin: 'Login required.',
  testimonialCreated: 'Created!',
  testimonialUpdated: 'Updated successfully!',
  testimonialDeleted: 'Deleted!',
  updateFailed: 'Update failed: ',
  deleteFailed: 'Delete failed: ',
  creationFailed: 'Creation failed: ',
  noTestimonials: 'No testimonials yet.',
  noData: 'No data found',
  deletionLogin: 'You must be logged in to request account deletion.',
  deletionSuccess: "Your deletion request has been received. We'll verify your number and remove your data within 7 days.",
  deletionUnauthorized: 'Unauthorized. Your session may have expired. Please log in again.',
  deletionFallback: 'Something went wrong. Please try again later.',
  deletionMobileMismatch: 'This is not the mobile number registered to your account.',
  markedForDeletion: 'Marked for Deletion',
  active: 'Active',
} as const;

// ---------- the coach's day (coach-day.ts): Needs attention and conversations ----------
//
// The Needs attention section (its own chunk on /admin) shows these; when they lived beside
// coach-day.ts's schemas, that chunk loaded and evaluated zod and the conversation schemas while
// the coach's dashboard loaded (Lighthouse total blocking time on /admin, issue 24).

/** Stable reason codes, in the order of urgency (most urgent first). */
export const ATTENTION_CODES = [
  'missed_appointment',
  'missed_workouts',
  'no_logs',
  'weight_gain',
  'irregular_sleep',
  'long_eating_window',
  'late_dinner',
  // Issue 42: the last due weekly check-in was not sent.
  'missed_check_in',
] as const;
export type AttentionCode = (typeof ATTENTION_CODES)[number];

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGES_PER_MINUTE = 30;
export const MESSAGE_SENDERS = ['member', 'coach'] as const;

/**
 * 2000 -> "2,000" without Intl: this module is evaluated while a screen first loads, and a browser's
 * first Intl call (toLocaleString included) initialises ICU, one long main-thread task (about
 * 100 ms unthrottled on the CI host, four times that in Lighthouse's phone emulation): the whole of
 * /dashboard's and /admin's total blocking time went to it.
 */
function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export const MESSAGE_TEXTS = {
  empty: 'Please write a message first.',
  tooLong: `A message can be at most ${groupThousands(MESSAGE_MAX_LENGTH)} characters.`,
  notText: 'A message can only contain text.',
  markedForDeletion: 'Your account is marked for deletion, so you can read your messages but not send new ones.',
  memberEmpty: 'No messages yet. Your coach usually replies within a day.',
  inboxEmpty: 'No conversations yet.',
  attentionEmpty: 'Everyone is on track.',
} as const;

/** Characters as a person counts them (code points), so an emoji is one. */
export function messageLength(text: string): number {
  return [...text].length;
}
