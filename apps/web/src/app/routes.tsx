// Every route of the product and who may open it (spec section 2, "Routing rules"). Pages load
// lazily, one chunk per route.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Access = 'guest' | 'public' | 'member' | 'admin';

export interface AppRoute {
  path: string;
  access: Access;
  title: string;
  page: LazyExoticComponent<ComponentType>;
}

export const appRoutes: AppRoute[] = [
  { path: '/', access: 'guest', title: 'Sign in', page: lazy(() => import('../features/auth/pages/sign-in-page')) },
  { path: '/register', access: 'guest', title: 'Sign up', page: lazy(() => import('../features/auth/pages/sign-up-page')) },
  {
    path: '/privacy-policy',
    access: 'public',
    title: 'Privacy Policy',
    page: lazy(() => import('../features/legal/pages/privacy-policy-page')),
  },

  { path: '/dashboard', access: 'member', title: 'Dashboard', page: lazy(() => import('./routes/dashboard')) },
  { path: '/my-workouts', access: 'member', title: 'Targets', page: lazy(() => import('../features/tracking/pages/targets-page')) },
  {
    path: '/diet-plans',
    access: 'member',
    title: 'Recommendation',
    page: lazy(() => import('../features/tracking/pages/diet-plans-page')),
  },
  { path: '/progress', access: 'member', title: 'Progress', page: lazy(() => import('../features/tracking/pages/progress-page')) },
  { path: '/profile', access: 'member', title: 'Profile', page: lazy(() => import('../features/tracking/pages/profile-page')) },
  {
    path: '/live-classes',
    access: 'member',
    title: 'Live Sessions',
    page: lazy(() => import('../features/coaching/pages/live-classes-page')),
  },
  {
    path: '/book-trainer',
    access: 'member',
    title: 'Book Trainer',
    page: lazy(() => import('../features/coaching/pages/book-trainer-page')),
  },
  { path: '/trainers', access: 'member', title: 'My Coach', page: lazy(() => import('../features/coaching/pages/trainers-page')) },
  {
    path: '/subscriptions',
    access: 'member',
    title: 'Subscriptions',
    page: lazy(() => import('../features/payments/pages/subscriptions-page')),
  },
  {
    path: '/circadian',
    access: 'member',
    title: 'Circadian Rhythm',
    page: lazy(() => import('../features/circadian/pages/circadian-page')),
  },
  {
    path: '/circadian-mobile',
    access: 'member',
    title: 'Circadian (7 days)',
    page: lazy(() => import('../features/circadian/pages/circadian-mobile-page')),
  },
  {
    path: '/admin/circadian',
    access: 'member',
    title: 'User Circadian Tracker',
    page: lazy(() => import('../features/circadian/pages/admin-circadian-page')),
  },
  {
    path: '/book-appointment',
    access: 'member',
    title: 'Book Appointment',
    page: lazy(() => import('../features/coaching/pages/book-appointment-page')),
  },
  { path: '/my-bookings', access: 'member', title: 'My Bookings', page: lazy(() => import('../features/coaching/pages/my-bookings-page')) },
  {
    path: '/delete-account',
    access: 'member',
    title: 'Delete Account',
    page: lazy(() => import('../features/content/pages/delete-account-page')),
  },
  { path: '/account-settings', access: 'member', title: 'Account Settings', page: lazy(() => import('./routes/account-settings')) },
  { path: '/messages', access: 'member', title: 'Messages', page: lazy(() => import('../features/messages/pages/messages-page')) },
  { path: '/search', access: 'member', title: 'Search', page: lazy(() => import('../features/content/pages/search-page')) },

  { path: '/admin', access: 'admin', title: 'Admin Dashboard', page: lazy(() => import('./routes/admin-dashboard')) },
  {
    path: '/admin/live-sessions',
    access: 'admin',
    title: 'Manage Live Sessions',
    page: lazy(() => import('../features/coaching/pages/admin-live-sessions-page')),
  },
  {
    path: '/admin/banners',
    access: 'admin',
    title: 'Manage Banners',
    page: lazy(() => import('../features/content/pages/admin-banners-page')),
  },
  {
    path: '/admin/testimonials',
    access: 'admin',
    title: 'Manage Testimonials',
    page: lazy(() => import('../features/content/pages/admin-testimonials-page')),
  },
  { path: '/admin/slots', access: 'admin', title: 'Manage Slots', page: lazy(() => import('../features/coaching/pages/admin-slots-page')) },
  {
    path: '/admin/bookings',
    access: 'admin',
    title: 'All Bookings',
    page: lazy(() => import('../features/coaching/pages/admin-bookings-page')),
  },
  {
    path: '/admin/payments',
    access: 'admin',
    title: 'Payments',
    page: lazy(() => import('../features/payments/pages/admin-payments-page')),
  },
  { path: '/admin/messages', access: 'admin', title: 'Inbox', page: lazy(() => import('../features/messages/pages/inbox-page')) },
  {
    path: '/admin/notifications',
    access: 'admin',
    title: 'Notification Deliveries',
    page: lazy(() => import('../features/notifications/pages/admin-deliveries-page')),
  },
];
