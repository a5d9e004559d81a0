import { ActionIcon, Avatar, Box, Button, Divider, Group, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconLogin, IconLogout, IconUserPlus } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { normalizeRole } from '@rhythmfit/contracts';
import { mediaUrl } from '../../lib/api-client';
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
  const { pathname } = useLocation();
  const { loggedIn, user, role } = session;
  const { main, more } = menuFor(role);

  return (
    <Stack h="100%" gap={0} p="xs">
      <Group justify={collapsed ? 'center' : 'flex-end'} mb="xs">
        <ActionIcon
          variant="subtle"
          onClick={onToggle}
          aria-label={collapsed ? 'Expand side bar' : 'Collapse side bar'}
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
                <Text fw={600} size="sm" truncate>
                  {user?.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {normalizeRole(role)}
                </Text>
              </Box>
            )}
          </Group>
          <Divider mb="xs" />
          <ScrollArea style={{ flex: 1 }} type="auto">
            <Box component="nav" aria-label="Menu">
              {main.map((item) => (
                <MenuLink key={item.to} item={item} collapsed={collapsed} active={pathname === item.to} />
              ))}
              {more.length > 0 && (
                <>
                  {!collapsed && (
                    <Text size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" mt="md" mb={4}>
                      More
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
            <Tooltip label="Logout" position="right">
              <ActionIcon variant="subtle" color="red" size="lg" mx="auto" onClick={() => void logout()} aria-label="Logout">
                <IconLogout size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button variant="light" color="red" leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void logout()}>
              Logout
            </Button>
          )}
        </>
      ) : (
        <Stack gap="xs">
          {collapsed ? (
            <>
              <ActionIcon component={Link} to="/" variant="light" size="lg" mx="auto" aria-label="Login">
                <IconLogin size={20} aria-hidden />
              </ActionIcon>
              <ActionIcon component={Link} to="/register" variant="filled" size="lg" mx="auto" aria-label="Sign Up">
                <IconUserPlus size={20} aria-hidden />
              </ActionIcon>
            </>
          ) : (
            <>
              <Button component={Link} to="/" variant="light" leftSection={<IconLogin size={18} aria-hidden />}>
                Login
              </Button>
              <Button component={Link} to="/register" leftSection={<IconUserPlus size={18} aria-hidden />}>
                Sign Up
              </Button>
              <NavLink
                component={Link}
                to="/privacy-policy"
                label="Privacy Policy"
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
