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
import { commonTexts, type CommonKey } from '../../lib/texts';

type MenuIcon = ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;

export interface MenuItem {
  /** The entry's text in the language on screen (read at render: the menus use useTexts). */
  readonly label: string;
  to: string;
  icon: MenuIcon;
  /** Drawn after the label (a count), loaded lazily: its feature's code stays out of the first chunk. */
  badge?: ComponentType;
}

/** An entry whose label is a `common` text, translated each time it is read. */
export function menuItem(key: CommonKey, to: string, icon: MenuIcon, badge?: ComponentType): MenuItem {
  return {
    get label() {
      return commonTexts(key);
    },
    to,
    icon,
    ...(badge ? { badge } : {}),
  };
}

const CheckInsWaiting = lazy(() => import('../../features/check-ins/components/waiting-badge'));

export const MEMBER_MENU: MenuItem[] = [
  menuItem('menu.dashboard', '/dashboard', IconDashboard),
  menuItem('menu.training', '/training', IconStretching),
  menuItem('menu.recommendation', '/diet-plans', IconSalad),
  menuItem('menu.progress', '/progress', IconChartLine),
  menuItem('menu.profile', '/profile', IconUser),
  menuItem('menu.bookAppointment', '/book-appointment', IconCalendarPlus),
  menuItem('menu.myBookings', '/my-bookings', IconCalendarEvent),
  menuItem('menu.messages', '/messages', IconMessages),
  menuItem('menu.myCoach', '/trainers', IconUserStar),
  menuItem('menu.accountSettings', '/account-settings', IconSettings),
  menuItem('menu.privacyPolicy', '/privacy-policy', IconShieldLock),
];

/** Member screens the spec routes but does not list in the menu; offered under "More". */
export const MEMBER_MORE_MENU: MenuItem[] = [
  menuItem('menu.circadian', '/circadian', IconMoonStars),
  menuItem('menu.liveSessions', '/live-classes', IconVideo),
  menuItem('menu.targets', '/my-workouts', IconTarget),
  menuItem('menu.bookTrainer', '/book-trainer', IconBarbell),
  menuItem('menu.subscriptions', '/subscriptions', IconCrown),
];

export const ADMIN_MENU: MenuItem[] = [
  menuItem('menu.dashboard', '/dashboard', IconDashboard),
  menuItem('menu.adminDashboard', '/admin', IconLayoutDashboard),
  menuItem('menu.inbox', '/admin/messages', IconInbox),
  menuItem('menu.checkIns', '/admin/check-ins', IconClipboardCheck, CheckInsWaiting),
  menuItem('menu.manageLiveSessions', '/admin/live-sessions', IconVideo),
  menuItem('menu.manageBanners', '/admin/banners', IconPhoto),
  menuItem('menu.manageTestimonials', '/admin/testimonials', IconQuote),
  menuItem('menu.userCircadian', '/admin/circadian', IconActivity),
  menuItem('menu.adminTraining', '/admin/training', IconStretching),
  menuItem('menu.manageSlots', '/admin/slots', IconClockHour4),
  menuItem('menu.allBookings', '/admin/bookings', IconListCheck),
  menuItem('menu.payments', '/admin/payments', IconReceiptRupee),
  menuItem('menu.notificationDeliveries', '/admin/notifications', IconBellExclamation),
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
