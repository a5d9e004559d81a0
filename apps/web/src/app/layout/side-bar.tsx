import { ActionIcon, Avatar, Box, Button, Divider, Group, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconLogin, IconLogout, IconUserPlus } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { normalizeRole } from '@rhythmfit/contracts';
import { mediaUrl } from '../../lib/api-client';
import { useTexts } from '../../lib/i18n';
import { commonTexts } from '../../lib/texts';
import type { useSession } from '../../lib/use-session';
import { logout } from './logout';
import { menuFor, type MenuItem } from './menu';

interface SideBarProps {
  session: ReturnType<typeof useSession>;
  collapsed: boolean;
  onToggle: () => void;
}

function MenuLink({ item, collapsed, active }: { item: MenuItem; collapsed: boolean; active: boolean }) {
  const Icon = item.icon;
  const link = (
    <NavLink
      component={Link}
      to={item.to}
      label={collapsed ? undefined : item.label}
      rightSection={
        !collapsed && item.badge ? (
          <Suspense fallback={null}>
            <item.badge />
          </Suspense>
        ) : undefined
      }
      aria-label={collapsed ? item.label : undefined}
      leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      style={{ borderRadius: 8 }}
    />
  );
  return collapsed ? (
    <Tooltip label={item.label} position="right" withArrow>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

export function SideBar({ session, collapsed, onToggle }: SideBarProps) {
  const t = useTexts(commonTexts);
  const { pathname } = useLocation();
  const { loggedIn, user, role } = session;
  const { main, more } = menuFor(role);

  return (
    <Stack h="100%" gap={0} p="xs">
      <Group justify={collapsed ? 'center' : 'flex-end'} mb="xs">
        <ActionIcon
          variant="subtle"
          onClick={onToggle}
          aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
          aria-expanded={!collapsed}
        >
          {collapsed ? <IconChevronRight size={18} aria-hidden /> : <IconChevronLeft size={18} aria-hidden />}
        </ActionIcon>
      </Group>

      {loggedIn ? (
        <>
          <Group gap="sm" wrap="nowrap" px={collapsed ? 0 : 'xs'} justify={collapsed ? 'center' : 'flex-start'} mb="sm">
            <Avatar src={mediaUrl(user?.profilePicture)} alt="" radius="xl" color="teal">
              {user?.name?.charAt(0).toUpperCase() ?? '?'}
            </Avatar>
            {!collapsed && (
              <Box style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate translate="no">
                  {user?.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`role.${normalizeRole(role)}`)}
                </Text>
              </Box>
            )}
          </Group>
          <Divider mb="xs" />
          <ScrollArea style={{ flex: 1 }} type="auto">
            <Box component="nav" aria-label={t('menu.label')}>
              {main.map((item) => (
                <MenuLink key={item.to} item={item} collapsed={collapsed} active={pathname === item.to} />
              ))}
              {more.length > 0 && (
                <>
                  {!collapsed && (
                    <Text size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" mt="md" mb={4}>
                      {t('menu.more')}
                    </Text>
                  )}
                  {collapsed && <Divider my="xs" />}
                  {more.map((item) => (
                    <MenuLink key={item.to} item={item} collapsed={collapsed} active={pathname === item.to} />
                  ))}
                </>
              )}
            </Box>
          </ScrollArea>
          <Divider my="xs" />
          {collapsed ? (
            <Tooltip label={t('action.logout')} position="right">
              <ActionIcon variant="subtle" color="red" size="lg" mx="auto" onClick={() => void logout()} aria-label={t('action.logout')}>
                <IconLogout size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button variant="light" color="red" leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void logout()}>
              {t('action.logout')}
            </Button>
          )}
        </>
      ) : (
        <Stack gap="xs">
          {collapsed ? (
            <>
              <ActionIcon component={Link} to="/" variant="light" size="lg" mx="auto" aria-label={t('menu.login')}>
                <IconLogin size={20} aria-hidden />
              </ActionIcon>
              <ActionIcon component={Link} to="/register" variant="filled" size="lg" mx="auto" aria-label={t('menu.signUp')}>
                <IconUserPlus size={20} aria-hidden />
              </ActionIcon>
            </>
          ) : (
            <>
              <Button component={Link} to="/" variant="light" leftSection={<IconLogin size={18} aria-hidden />}>
                {t('menu.login')}
              </Button>
              <Button component={Link} to="/register" leftSection={<IconUserPlus size={18} aria-hidden />}>
                {t('menu.signUp')}
              </Button>
              <NavLink
                component={Link}
                to="/privacy-policy"
                label={t('menu.privacyPolicy')}
                active={pathname === '/privacy-policy'}
                style={{ borderRadius: 8 }}
              />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
