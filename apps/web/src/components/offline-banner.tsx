// The clear "you are offline" line at the top of every screen, with the writes waiting to sync.
import { Alert, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useIsOffline } from '../lib/use-offline-queue';

export const OFFLINE_TEXT =
  'You are offline. You are seeing the data saved on this device; changes you make are kept and sent when you are back online.';

export function OfflineBanner() {
  const offline = useIsOffline();
  if (!offline) return null;
  return (
    <Alert
      role="status"
      aria-live="polite"
      color="orange"
      variant="light"
      icon={<IconCloudOff size={20} aria-hidden />}
      title="Offline"
      mb="md"
      data-testid="offline-banner"
    >
      <Text size="sm">{OFFLINE_TEXT}</Text>
    </Alert>
  );
}
