// The clear "you are offline" line at the top of every screen, with the writes waiting to sync.
import { Alert, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import en from '../locales/en/common.json';
import { useTexts } from '../lib/i18n';
import { commonTexts } from '../lib/texts';
import { useIsOffline } from '../lib/use-offline-queue';

/** The banner's English text (the tests look for it). */
export const OFFLINE_TEXT = en['offline.body'];

export function OfflineBanner() {
  const offline = useIsOffline();
  const t = useTexts(commonTexts);
  if (!offline) return null;
  return (
    <Alert
      role="status"
      aria-live="polite"
      color="orange"
      variant="light"
      icon={<IconCloudOff size={20} aria-hidden />}
      title={t('offline.title')}
      mb="md"
      data-testid="offline-banner"
    >
      <Text size="sm">{t('offline.body')}</Text>
    </Alert>
  );
}
