// Small screens: the menu as a bar at the bottom. A phone 360-390 px wide holds four entries with
// whole labels (a scrolling bar cut its last one: "Book A..."), so the bar shows the four a member
// (or a coach) opens most and "More", a menu with the rest (arrow keys, Enter and Escape work).
import { Box, UnstyledButton } from '@mantine/core';
import { IconLogin, IconShieldLock, IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Deferred } from '../../components/deferred';
import type { useSession } from '../../lib/use-session';
import { BarLabel, BAR_CELL_STYLE, MoreButton } from './bottom-bar-cell';
import { useTexts } from '../../lib/i18n';
import { commonTexts } from '../../lib/texts';
import { menuFor, menuItem, type MenuItem } from './menu';

const BottomMoreMenu = lazy(() => import('./bottom-more-menu'));

const GUEST_MENU: MenuItem[] = [
  menuItem('menu.login', '/', IconLogin),
  menuItem('menu.signUp', '/register', IconUserPlus),
  menuItem('menu.privacyPolicy', '/privacy-policy', IconShieldLock),
];

/** Entries shown on the bar itself, at most this many (plus More). */
export const BOTTOM_BAR_SLOTS = 4;

/** The screens that go on the bar first, in this order; the rest of the role's menu is under More. */
const BAR_FIRST = ['/dashboard', '/admin', '/circadian', '/admin/messages', '/admin/circadian', '/my-bookings', '/messages', '/progress'];

/** The role's menu split into the bar's entries and the More menu's, each in menu order. */
export function splitBottomBar(items: MenuItem[], slots = BOTTOM_BAR_SLOTS): { bar: MenuItem[]; more: MenuItem[] } {
  if (items.length <= slots + 1) return { bar: items, more: [] };
  const rank = (item: MenuItem) => {
    const at = BAR_FIRST.indexOf(item.to);
    return at === -1 ? BAR_FIRST.length : at;
  };
  const chosen = new Set(
    [...items]
      .sort((a, b) => rank(a) - rank(b))
      .slice(0, slots)
      .map((item) => item.to),
  );
  return { bar: items.filter((item) => chosen.has(item.to)), more: items.filter((item) => !chosen.has(item.to)) };
}

export function BottomBar({ session }: { session: ReturnType<typeof useSession> }) {
  const t = useTexts(commonTexts);
  const { pathname } = useLocation();
  const items = session.loggedIn ? [...menuFor(session.role).main, ...menuFor(session.role).more] : GUEST_MENU;
  const { bar, more } = splitBottomBar(items);
  const moreActive = more.some((item) => item.to === pathname);
  return (
    <Box component="nav" aria-label={t('menu.label')} h="100%">
      <Box style={{ display: 'flex', alignItems: 'stretch', gap: 2, height: 64, padding: '0 4px' }}>
        {bar.map((item) => {
          const Icon = item.icon;
          const active = pathname === item.to;
          return (
            <UnstyledButton
              key={item.to}
              component={Link}
              to={item.to}
              aria-current={active ? 'page' : undefined}
              style={{ ...BAR_CELL_STYLE, background: active ? 'var(--mantine-color-teal-light)' : undefined }}
            >
              <Box mx="auto" w={22} h={22}>
                <Icon size={22} stroke={1.7} aria-hidden />
              </Box>
              <BarLabel active={active}>{item.label}</BarLabel>
            </UnstyledButton>
          );
        })}
        {more.length > 0 && (
          // The menu (Mantine's Menu, with its popover code) is its own chunk: only signed-in phones
          // need it, and it stays out of the sign-in route's JavaScript. It loads once the screen
          // has painted, so its chunks do not delay the screen's own on a slow phone (issue 43).
          <Deferred fallback={<MoreButton active={moreActive} />}>
            <Suspense fallback={<MoreButton active={moreActive} />}>
              <BottomMoreMenu items={more} pathname={pathname} active={moreActive} />
            </Suspense>
          </Deferred>
        )}
      </Box>
    </Box>
  );
}
