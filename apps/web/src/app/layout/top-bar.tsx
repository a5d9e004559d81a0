import {
  ActionIcon,
  Avatar,
  Box,
  Button,
  CloseButton,
  Group,
  Indicator,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconLogout, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isOnline, isSuperAdminRole, truncateAddress } from '@rhythmfit/contracts';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { mediaUrl } from '../../lib/api-client';
import { useTexts } from '../../lib/i18n';
import { commonTexts } from '../../lib/texts';
import type { useSession } from '../../lib/use-session';
import { lastSeenLabel } from './last-seen';
import { Logo } from './logo';
import { logout } from './logout';

interface TopBarProps {
  session: ReturnType<typeof useSession>;
  lastSeen: string | null;
  /** From the sm breakpoint (48em) up: the search field shows in the bar instead of its button. */
  wide: boolean;
  searchOpen: boolean;
  onSearchOpen: () => void;
  onSearchClose: () => void;
}

function SearchForm({ autoFocus, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const t = useTexts(commonTexts);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    navigate(`/search?q=${encodeURIComponent(q)}`);
    onDone?.();
  };
  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <TextInput
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        autoFocus={autoFocus}
        type="search"
      />
    </form>
  );
}

export function TopBar({ session, lastSeen, wide, searchOpen, onSearchOpen, onSearchClose }: TopBarProps) {
  const { loggedIn, user, role } = session;
  const online = isOnline(lastSeen);
  const t = useTexts(commonTexts);

  if (searchOpen) {
    return (
      <Group h="100%" px="sm" gap="xs" wrap="nowrap" hiddenFrom="sm">
        <SearchForm autoFocus onDone={onSearchClose} />
        <CloseButton aria-label={t('search.close')} onClick={onSearchClose} />
      </Group>
    );
  }

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs" pos="relative">
      <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        {loggedIn && (
          <>
            {/* Rendered only where it shows (CSS hid it on phones): its input gave its id in a
                layout effect (Mantine's useId), one of the updates that made React render the
                first screen again in one task that cannot yield (total blocking time, issue 24). */}
            {wide && (
              <Box visibleFrom="sm" w={260}>
                <SearchForm />
              </Box>
            )}
            <ActionIcon hiddenFrom="sm" variant="subtle" size="lg" aria-label={t('search.open')} onClick={onSearchOpen}>
              <IconSearch size={20} aria-hidden />
            </ActionIcon>
          </>
        )}
        {/* On the left: at 360 px the right side is full and the logo sits in the middle. */}
        <ColorSchemeToggle />
      </Group>

      <Box style={{ position: 'absolute', left: '50%', transform: 'translateX(-50%)' }}>
        <Link to="/" aria-label={t('aria.home')} style={{ textDecoration: 'none', color: 'inherit' }}>
          <Logo />
        </Link>
      </Box>

      <Group gap="xs" wrap="nowrap" justify="flex-end" style={{ flex: 1, minWidth: 0 }}>
        {loggedIn ? (
          <>
            <NotificationBell />
            <UnstyledButton
              component={Link}
              to="/profile"
              aria-label={user?.name ? t('aria.openProfileOf', { name: user.name }) : t('aria.openOwnProfile')}
            >
              <Group gap={8} wrap="nowrap">
                <Indicator color="green" size={10} offset={4} position="bottom-end" disabled={!online} withBorder>
                  <Avatar src={mediaUrl(user?.profilePicture)} alt="" radius="xl" size={36} color="teal">
                    {user?.name?.charAt(0).toUpperCase() ?? '?'}
                  </Avatar>
                </Indicator>
                <Box visibleFrom="md" style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate maw={160} translate="no">
                    {user?.name}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="last-seen">
                    {online ? t('presence.activeNow') : lastSeenLabel(lastSeen)}
                    {online && <VisuallyHidden>{t('presence.online')}</VisuallyHidden>}
                  </Text>
                  {isSuperAdminRole(role) && user?.address && (
                    <Text size="xs" c="dimmed" title={user.address} translate="no">
                      {truncateAddress(user.address)}
                    </Text>
                  )}
                </Box>
              </Group>
            </UnstyledButton>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              onClick={() => void logout()}
              leftSection={<IconLogout size={16} aria-hidden />}
              visibleFrom="xs"
            >
              {t('action.logout')}
            </Button>
            <ActionIcon
              hiddenFrom="xs"
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('action.logout')}
              onClick={() => void logout()}
            >
              <IconLogout size={20} aria-hidden />
            </ActionIcon>
          </>
        ) : null}
      </Group>
    </Group>
  );
}
