// Search: which screens and features match a query (a pure function over the route catalogue, so
// the web and the server agree), and the grouped answer of GET /api/search.
import { z } from 'zod';
import { isAdminRole } from './roles.js';

export interface ScreenEntry {
  path: string;
  label: string;
  /** Other words a person may type for this screen. */
  keywords: string[];
  /** Who may open it: members (every signed-in user) or coaches only. */
  audience: 'member' | 'admin';
}

export const SCREEN_CATALOG: readonly ScreenEntry[] = [
  { path: '/dashboard', label: 'Dashboard', keywords: ['home', 'banners', 'testimonials', 'sessions', 'weight'], audience: 'member' },
  { path: '/diet-plans', label: 'Recommendation', keywords: ['diet plans', 'meals', 'nutrition'], audience: 'member' },
  { path: '/my-workouts', label: 'Targets', keywords: ['workouts', 'goals', 'calories'], audience: 'member' },
  { path: '/progress', label: 'Progress', keywords: ['weight', 'tracker', 'chart'], audience: 'member' },
  { path: '/profile', label: 'Profile', keywords: ['photo', 'bmi', 'age', 'account'], audience: 'member' },
  { path: '/book-appointment', label: 'Book Appointment', keywords: ['slots', 'booking', 'coach', 'appointment'], audience: 'member' },
  { path: '/my-bookings', label: 'My Bookings', keywords: ['appointments', 'bookings', 'reschedule', 'waitlist'], audience: 'member' },
  { path: '/messages', label: 'Messages', keywords: ['chat', 'coach', 'conversation'], audience: 'member' },
  { path: '/trainers', label: 'My Coach', keywords: ['trainer', 'coach'], audience: 'member' },
  { path: '/book-trainer', label: 'Book Trainer', keywords: ['trainers', 'personalized recommendations'], audience: 'member' },
  { path: '/live-classes', label: 'Live Sessions', keywords: ['live classes', 'zoom', 'join'], audience: 'member' },
  { path: '/subscriptions', label: 'Subscriptions', keywords: ['plans', 'price'], audience: 'member' },
  { path: '/circadian', label: 'Circadian Rhythm', keywords: ['meals', 'water', 'sleep', 'habits'], audience: 'member' },
  { path: '/circadian-mobile', label: 'Circadian (7 days)', keywords: ['week', 'water', 'sleep'], audience: 'member' },
  { path: '/account-settings', label: 'Account Settings', keywords: ['settings', 'delete account'], audience: 'member' },
  { path: '/delete-account', label: 'Delete Account', keywords: ['account deletion', 'remove data'], audience: 'member' },
  { path: '/privacy-policy', label: 'Privacy Policy', keywords: ['privacy', 'data'], audience: 'member' },
  {
    path: '/admin',
    label: 'Admin Dashboard',
    keywords: ['users', 'diet plans', 'progress', 'coaches', 'sessions', 'deletion requests', 'workouts'],
    audience: 'admin',
  },
  { path: '/admin/live-sessions', label: 'Manage Live Sessions', keywords: ['live sessions', 'zoom'], audience: 'admin' },
  { path: '/admin/banners', label: 'Manage Banners', keywords: ['banners', 'images', 'video'], audience: 'admin' },
  { path: '/admin/testimonials', label: 'Manage Testimonials', keywords: ['testimonials', 'reviews'], audience: 'admin' },
  { path: '/admin/circadian', label: 'User Circadian Tracker', keywords: ['circadian', 'meals', 'sleep'], audience: 'admin' },
  {
    path: '/admin/slots',
    label: 'Manage Slots',
    keywords: ['slots', 'availability', 'times', 'booking settings', 'policy'],
    audience: 'admin',
  },
  {
    path: '/admin/notifications',
    label: 'Notification Deliveries',
    keywords: ['failed reminders', 'sms', 'push', 'whatsapp'],
    audience: 'admin',
  },
  { path: '/admin/messages', label: 'Inbox', keywords: ['messages', 'conversations', 'chat'], audience: 'admin' },
  { path: '/admin/bookings', label: 'All Bookings', keywords: ['bookings', 'appointments', 'meeting link'], audience: 'admin' },
];

/**
 * Screens a user of `role` may open whose label or keywords contain every word of `query`
 * (case-insensitive). Label matches come before keyword-only matches; an empty query matches none.
 */
export function searchScreens(
  query: string,
  role: string | null | undefined,
  catalog: readonly ScreenEntry[] = SCREEN_CATALOG,
): ScreenEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const admin = isAdminRole(role);
  const scored: { entry: ScreenEntry; score: number; index: number }[] = [];
  catalog.forEach((entry, index) => {
    if (entry.audience === 'admin' && !admin) return;
    const label = entry.label.toLowerCase();
    const haystack = `${label} ${entry.keywords.join(' ').toLowerCase()}`;
    if (!words.every((word) => haystack.includes(word))) return;
    scored.push({ entry, score: words.every((word) => label.includes(word)) ? 0 : 1, index });
  });
  return scored.sort((a, b) => a.score - b.score || a.index - b.index).map((item) => item.entry);
}

export const SearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

const SEARCH_HIT_KINDS = ['screen', 'user', 'dietPlan', 'session', 'booking'] as const;

/**
 * One result. `title` and `subtitle` are English, for API clients; the structured fields beside them
 * (filled by the server where it has them) let a client write the hit in its own language: a
 * session's or booking's `date` (YYYY-MM-DD), `time` (HH:MM), raw `status`, `trainer` and `note`;
 * a user's `mobile` and `role`. A client falls back to title and subtitle when they are absent.
 */
export const SearchHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  path: z.string(),
  kind: z.enum(SEARCH_HIT_KINDS).optional(),
  date: z.string().optional(),
  time: z.string().optional(),
  status: z.string().nullable().optional(),
  trainer: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
  mobile: z.string().optional(),
  role: z.string().optional(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchResponseSchema = z.object({
  screens: z.array(SearchHitSchema),
  users: z.array(SearchHitSchema),
  dietPlans: z.array(SearchHitSchema),
  sessions: z.array(SearchHitSchema),
  bookings: z.array(SearchHitSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
