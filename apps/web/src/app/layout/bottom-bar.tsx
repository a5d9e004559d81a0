// Small screens: the menu as a horizontally scrolling bar at the bottom.
import { Box, Group, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { IconLogin, IconShieldLock, IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { useSession } from '../../lib/use-session';
import { menuFor, type MenuItem } from './menu';

const GUEST_MENU: MenuItem[] = [
  { label: 'Login', to: '/', icon: IconLogin },
  { label: 'Sign Up', to: '/register', icon: IconUserPlus },
  { label: 'Privacy Policy', to: '/privacy-policy', icon: IconShieldLock },
];

export function BottomBar({ session }: { session: ReturnType<typeof useSession> }) {
  const { pathname } = useLocation();
  const items = session.loggedIn ? [...menuFor(session.role).main, ...menuFor(session.role).more] : GUEST_MENU;
  return (
    <ScrollArea type="never" h="100%" component="nav" aria-label="Menu">
      <Group gap={4} wrap="nowrap" h={64} px={4}>
        {items.map((item) => {
          const Icon = item.icon;
          const active = pathname === item.to;
          return (
            <UnstyledButton
              key={item.to}
              component={Link}
              to={item.to}
              aria-current={active ? 'page' : undefined}
              px={8}
              py={6}
              style={{
                borderRadius: 8,
                flex: '0 0 auto',
                textAlign: 'center',
                background: active ? 'var(--mantine-color-teal-light)' : undefined,
              }}
            >
              <Box mx="auto" w={22} h={22}>
                <Icon size={22} stroke={1.7} aria-hidden />
              </Box>
              <Text size="xs" fw={active ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
                {item.label}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
