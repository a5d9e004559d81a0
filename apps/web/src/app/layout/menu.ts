// The side and bottom menus of section 6, by role. SUPERADMIN sees everything.
import {
  IconActivity,
  IconCalendarEvent,
  IconCalendarPlus,
  IconChartLine,
  IconDashboard,
  IconLayoutDashboard,
  IconMoonStars,
  IconPhoto,
  IconQuote,
  IconSalad,
  IconSettings,
  IconShieldLock,
  IconTarget,
  IconUser,
  IconUserStar,
  IconVideo,
  IconClockHour4,
  IconListCheck,
  IconCrown,
  IconBarbell,
  IconStretching,
  IconClipboardCheck,
  IconBellExclamation,
  IconInbox,
  IconMessages,
  IconReceiptRupee,
} from '@tabler/icons-react';
import { lazy, type ComponentType } from 'react';
import { isAdminRole, isSuperAdminRole } from '@rhythmfit/contracts';

export interface MenuItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;
  /** Drawn after the label (a count), loaded lazily: its feature's code stays out of the first chunk. */
  badge?: ComponentType;
}

const CheckInsWaiting = lazy(() => import('../../features/check-ins/components/waiting-badge'));

export const MEMBER_MENU: MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconDashboard },
  { label: 'Training', to: '/training', icon: IconStretching },
  { label: 'Recommendation', to: '/diet-plans', icon: IconSalad },
  { label: 'Progress', to: '/progress', icon: IconChartLine },
  { label: 'Profile', to: '/profile', icon: IconUser },
  { label: 'Book Appointment', to: '/book-appointment', icon: IconCalendarPlus },
  { label: 'My Bookings', to: '/my-bookings', icon: IconCalendarEvent },
  { label: 'Messages', to: '/messages', icon: IconMessages },
  { label: 'My Coach', to: '/trainers', icon: IconUserStar },
  { label: 'Account Settings', to: '/account-settings', icon: IconSettings },
  { label: 'Privacy Policy', to: '/privacy-policy', icon: IconShieldLock },
];

/** Member screens the spec routes but does not list in the menu; offered under "More". */
export const MEMBER_MORE_MENU: MenuItem[] = [
  { label: 'Circadian Rhythm', to: '/circadian', icon: IconMoonStars },
  { label: 'Live Sessions', to: '/live-classes', icon: IconVideo },
  { label: 'Targets', to: '/my-workouts', icon: IconTarget },
  { label: 'Book Trainer', to: '/book-trainer', icon: IconBarbell },
  { label: 'Subscriptions', to: '/subscriptions', icon: IconCrown },
];

export const ADMIN_MENU: MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconDashboard },
  { label: 'Admin Dashboard', to: '/admin', icon: IconLayoutDashboard },
  { label: 'Inbox', to: '/admin/messages', icon: IconInbox },
  { label: 'Check-ins', to: '/admin/check-ins', icon: IconClipboardCheck, badge: CheckInsWaiting },
  { label: 'Manage Live Sessions', to: '/admin/live-sessions', icon: IconVideo },
  { label: 'Manage Banners', to: '/admin/banners', icon: IconPhoto },
  { label: 'Manage Testimonials', to: '/admin/testimonials', icon: IconQuote },
  { label: 'User Circadian Tracker', to: '/admin/circadian', icon: IconActivity },
  { label: 'Training', to: '/admin/training', icon: IconStretching },
  { label: 'Manage Slots', to: '/admin/slots', icon: IconClockHour4 },
  { label: 'All Bookings', to: '/admin/bookings', icon: IconListCheck },
  { label: 'Payments', to: '/admin/payments', icon: IconReceiptRupee },
  { label: 'Notification Deliveries', to: '/admin/notifications', icon: IconBellExclamation },
];

export function menuFor(role: string): { main: MenuItem[]; more: MenuItem[] } {
  if (isSuperAdminRole(role)) {
    // A coach talks to members from the Inbox; the member's own Messages screen is not theirs.
    const seen = new Set<string>(['/messages']);
    const main = [...ADMIN_MENU, ...MEMBER_MENU].filter((item) => (seen.has(item.to) ? false : (seen.add(item.to), true)));
    return { main, more: MEMBER_MORE_MENU };
  }
  if (isAdminRole(role)) return { main: ADMIN_MENU, more: [] };
  return { main: MEMBER_MENU, more: MEMBER_MORE_MENU };
}
