// The frame around every screen: fixed top bar, collapsible side bar on wide screens, bottom
// scrolling bar on small ones, footer. Presence timers run here while someone is signed in.
import { AppShell, Box, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useDeferredValue } from 'react';
import { Outlet } from 'react-router';
import { OfflineBanner } from '../../components/offline-banner';
import { OfflineSync } from '../../components/offline-sync';
import { SyncStatus } from '../../components/sync-status';
import { useAccountLanguage } from '../../lib/account-language';
import { useTexts } from '../../lib/i18n';
import { commonTexts } from '../../lib/texts';
import { useSession } from '../../lib/use-session';
import { BottomBar } from './bottom-bar';
import { SideBar } from './side-bar';
import { TopBar } from './top-bar';
import { usePresence } from './use-presence';

export const SIDEBAR_EXPANDED_WIDTH = 240;
export const SIDEBAR_COLLAPSED_WIDTH = 76;

export function AppLayout() {
  const session = useSession();
  const t = useTexts(commonTexts);
  const lastSeen = usePresence(session.loggedIn ? session.userId : null);
  useAccountLanguage(session.loggedIn ? session.userId : null);
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'sidebarCollapsed', defaultValue: false });
  const [searchOpen, search] = useDisclosure(false);
  // The frame is committed first and the screen right after it, in a background render that yields
  // to the browser. Mantine's AppShell sets its id in a layout effect when it mounts; React then
  // renders again at once, walks the whole tree for the shell's changed context, and runs every
  // mount effect in the same task. With the screen in that first commit, /dashboard's task was
  // 45 ms unthrottled (about 175 ms on Lighthouse's 4x phone; total blocking time, issue 24).
  const showScreen = useDeferredValue(true, false);
  // Only the menu the screen shows is rendered (side bar from the sm breakpoint, bottom bar below
  // it): rendering both, one hidden by CSS, doubled the layout's DOM and its start-up work on phones.
  const wide = useMediaQuery('(min-width: 48em)', typeof window !== 'undefined' && window.matchMedia?.('(min-width: 48em)').matches, {
    getInitialValueInEffect: false,
  });

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_EXPANDED_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: { base: 64, sm: 0 } }}
      padding="md"
    >
      <OfflineSync />
      <AppShell.Header>
        <TopBar
          session={session}
          lastSeen={lastSeen}
          wide={Boolean(wide)}
          searchOpen={searchOpen}
          onSearchOpen={search.open}
          onSearchClose={search.close}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('menu.mainNavigation')}>
        {wide && <SideBar session={session} collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />}
      </AppShell.Navbar>
      <AppShell.Main>
        {/* At least a screen tall, so the footer starts below the fold and does not jump down as the
            screen's sections load (Lighthouse layout shift on /admin). */}
        <Box id="main-content" mih="calc(100dvh - 64px)" maw={1280} mx="auto">
          <OfflineBanner />
          {session.loggedIn && <SyncStatus />}
          {showScreen && <Outlet />}
        </Box>
        <Box component="footer" py="lg" mt="xl" ta="center">
          <Text size="sm" c="dimmed">
            {t('footer.rights', { year: String(new Date().getFullYear()) })}
          </Text>
        </Box>
      </AppShell.Main>
      <AppShell.Footer hiddenFrom="sm">{!wide && <BottomBar session={session} />}</AppShell.Footer>
    </AppShell>
  );
}
