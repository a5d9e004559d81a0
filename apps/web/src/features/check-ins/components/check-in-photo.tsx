// One progress photo, fetched with the token (api/check-in-photo.ts) and drawn from an object URL,
// with a box of the same size while it loads, when it failed or when there is no photo.
import { Box, Center, Image, Loader, Text } from '@mantine/core';
import { useTexts } from '../../../lib/i18n';
import { useCheckInPhoto } from '../api/check-in-photo';
import { checkInTexts } from '../texts';

export function CheckInPhotoImage({ path, alt, height = 240 }: { path: string | null; alt: string; height?: number }) {
  const t = useTexts(checkInTexts);
  const photo = useCheckInPhoto(path);
  if (photo.url) return <Image src={photo.url} alt={alt} h={height} fit="contain" radius="sm" bg="gray.1" />;
  return (
    <Box h={height} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Center h="100%" p="xs">
        {photo.loading ? (
          <Loader size="sm" aria-label={t('photos.loading')} />
        ) : (
          <Text size="sm" c="dimmed" ta="center">
            {photo.failed ? t('photos.failed') : t('photos.missing')}
          </Text>
        )}
      </Center>
    </Box>
  );
}
