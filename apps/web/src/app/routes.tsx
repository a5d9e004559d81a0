// Every route of the product and who may open it (spec section 2, "Routing rules"). Pages load
// lazily, one chunk per route.
import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { getToken } from '../lib/session';

export type Access = 'guest' | 'public' | 'member' | 'admin';

/**
 * A screen's module: the screen, and optionally `prefetch`, which asks for the data the screen
 * shows first (TanStack Query's prefetchQuery), so those requests start when the chunk arrives.
 */
interface PageModule {
  default: ComponentType;
  prefetch?: (queryClient: QueryClient) => void;
}

/** A route's screen, loaded on first render; `load` fetches its chunk ahead of that. */
export type LazyPage = LazyExoticComponent<ComponentType> & { load: () => Promise<PageModule> };

function lazyPage(load: () => Promise<PageModule>): LazyPage {
  return Object.assign(lazy(load), { load });
}

export interface AppRoute {
  path: string;
  access: Access;
  title: string;
  page: LazyPage;
}

export const appRoutes: AppRoute[] = [
  { path: '/', access: 'guest', title: 'Sign in', page: lazyPage(() => import('../features/auth/pages/sign-in-page')) },
  { path: '/register', access: 'guest', title: 'Sign up', page: lazyPage(() => import('../features/auth/pages/sign-up-page')) },
  {
    path: '/privacy-policy',
    access: 'public',
    title: 'Privacy Policy',
    page: lazyPage(() => import('../features/legal/pages/privacy-policy-page')),
  },

  { path: '/dashboard', access: 'member', title: 'Dashboard', page: lazyPage(() => import('./routes/dashboard')) },
  { path: '/training', access: 'member', title: 'Training', page: lazyPage(() => import('../features/training/pages/training-page')) },
  {
    path: '/training/exercises/:id',
    access: 'member',
    title: 'Exercise progress',
    page: lazyPage(() => import('../features/training/pages/exercise-page')),
  },
  { path: '/training/:id', access: 'member', title: 'Workout', page: lazyPage(() => import('../features/training/pages/player-page')) },
  { path: '/my-workouts', access: 'member', title: 'Targets', page: lazyPage(() => import('../features/tracking/pages/targets-page')) },
  {
    path: '/diet-plans',
    access: 'member',
    title: 'Recommendation',
    page: lazyPage(() => import('../features/tracking/pages/diet-plans-page')),
  },
  { path: '/progress', access: 'member', title: 'Progress', page: lazyPage(() => import('./routes/progress')) },
  {
    path: '/check-in',
    access: 'member',
    title: 'Weekly check-in',
    page: lazyPage(() => import('../features/check-ins/pages/check-in-page')),
  },
  { path: '/profile', access: 'member', title: 'Profile', page: lazyPage(() => import('../features/tracking/pages/profile-page')) },
  {
    path: '/live-classes',
    access: 'member',
    title: 'Live Sessions',
    page: lazyPage(() => import('../features/coaching/pages/live-classes-page')),
  },
  {
    path: '/book-trainer',
    access: 'member',
    title: 'Book Trainer',
    page: lazyPage(() => import('../features/coaching/pages/book-trainer-page')),
  },
  { path: '/trainers', access: 'member', title: 'My Coach', page: lazyPage(() => import('../features/coaching/pages/trainers-page')) },
  {
    path: '/subscriptions',
    access: 'member',
    title: 'Subscriptions',
    page: lazyPage(() => import('../features/payments/pages/subscriptions-page')),
  },
  {
    path: '/circadian',
    access: 'member',
    title: 'Circadian Rhythm',
    page: lazyPage(() => import('../features/circadian/pages/circadian-page')),
  },
  {
    path: '/circadian-mobile',
    access: 'member',
    title: 'Circadian (7 days)',
    page: lazyPage(() => import('../features/circadian/pages/circadian-mobile-page')),
  },
  {
    path: '/admin/circadian',
    access: 'member',
    title: 'User Circadian Tracker',
    page: lazyPage(() => import('../features/circadian/pages/admin-circadian-page')),
  },
  {
    path: '/book-appointment',
    access: 'member',
    title: 'Book Appointment',
    page: lazyPage(() => import('../features/coaching/pages/book-appointment-page')),
  },
  {
    path: '/my-bookings',
    access: 'member',
    title: 'My Bookings',
    page: lazyPage(() => import('../features/coaching/pages/my-bookings-page')),
  },
  {
    path: '/delete-account',
    access: 'member',
    title: 'Delete Account',
    page: lazyPage(() => import('../features/content/pages/delete-account-page')),
  },
  { path: '/account-settings', access: 'member', title: 'Account Settings', page: lazyPage(() => import('./routes/account-settings')) },
  { path: '/messages', access: 'member', title: 'Messages', page: lazyPage(() => import('../features/messages/pages/messages-page')) },
  { path: '/search', access: 'member', title: 'Search', page: lazyPage(() => import('../features/content/pages/search-page')) },

  { path: '/admin', access: 'admin', title: 'Admin Dashboard', page: lazyPage(() => import('./routes/admin-dashboard')) },
  {
    path: '/admin/live-sessions',
    access: 'admin',
    title: 'Manage Live Sessions',
    page: lazyPage(() => import('../features/coaching/pages/admin-live-sessions-page')),
  },
  {
    path: '/admin/banners',
    access: 'admin',
    title: 'Manage Banners',
    page: lazyPage(() => import('../features/content/pages/admin-banners-page')),
  },
  {
    path: '/admin/testimonials',
    access: 'admin',
    title: 'Manage Testimonials',
    page: lazyPage(() => import('../features/content/pages/admin-testimonials-page')),
  },
  {
    path: '/admin/slots',
    access: 'admin',
    title: 'Manage Slots',
    page: lazyPage(() => import('../features/coaching/pages/admin-slots-page')),
  },
  {
    path: '/admin/bookings',
    access: 'admin',
    title: 'All Bookings',
    page: lazyPage(() => import('../features/coaching/pages/admin-bookings-page')),
  },
  {
    path: '/admin/payments',
    access: 'admin',
    title: 'Payments',
    page: lazyPage(() => import('../features/payments/pages/admin-payments-page')),
  },
  {
    path: '/admin/training',
    access: 'admin',
    title: 'Training',
    page: lazyPage(() => import('../features/training/admin/pages/admin-training-page')),
  },
  {
    path: '/admin/check-ins',
    access: 'admin',
    title: 'Check-ins',
    page: lazyPage(() => import('../features/check-ins/pages/admin-check-ins-page')),
  },
  {
    path: '/admin/check-in-form',
    access: 'admin',
    title: 'Check-in form',
    page: lazyPage(() => import('../features/check-ins/pages/admin-check-in-form-page')),
  },
  { path: '/admin/messages', access: 'admin', title: 'Inbox', page: lazyPage(() => import('../features/messages/pages/inbox-page')) },
  {
    path: '/admin/notifications',
    access: 'admin',
    title: 'Notification Deliveries',
    page: lazyPage(() => import('../features/notifications/pages/admin-deliveries-page')),
  },
];

/**
 * Starts loading the chunk of the screen at `pathname`, before React renders it. Vite's preload
 * helper, which a lazy import runs, adds a <link rel="modulepreload"> per chunk the screen needs
 * (19 for /dashboard): run by React.lazy inside the first render, that was a 20-36 ms task React
 * could not split (unthrottled; total blocking time, issue 24). Called in a task of its own at
 * start-up, it also fetches the screen's code while the frame renders, and then the screen's data
 * (the module's `prefetch`).
 */
export function preloadScreen(pathname: string, queryClient: QueryClient): void {
  const route = appRoutes.find((candidate) => candidate.path === pathname);
  if (!route) return;
  route.page
    .load()
    .then((module) => {
      // The screen's data too, as soon as its code is here: in Hindi the first render waits for
      // the catalogue, and the dashboard's requests, made by that render, started 0.3-0.4 s later
      // in Lighthouse's simulated phone than in English (LCP 3.1 s against 2.7 s). Only for a
      // signed-in visitor of a signed-in screen: anyone else is sent elsewhere by the route's guard.
      if (route.access !== 'guest' && route.access !== 'public' && getToken()) module.prefetch?.(queryClient);
    })
    // A failure is left to the render, which loads the chunk again and shows the error boundary.
    .catch(() => undefined);
}
