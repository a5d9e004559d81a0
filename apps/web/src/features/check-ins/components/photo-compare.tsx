// Two weeks side by side, pose by pose: the member's progress page and the coach's review both use
// it. Each pose is one row of two pictures (on a 390 px phone too: two columns of about 170 px).
import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CHECK_IN_POSES, type CheckIn, type CheckInPose } from '@rhythmfit/contracts';
import { formatDate } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { checkInTexts } from '../texts';
import { CheckInPhotoImage } from './check-in-photo';

function photoPath(checkIn: CheckIn | null, pose: CheckInPose, thumb: boolean): string | null {
  const photo = checkIn?.photos.find((p) => p.pose === pose);
  if (!photo) return null;
  return thumb ? photo.thumbUrl : photo.url;
}

export function PhotoCompare({
  left,
  right,
  leftLabel,
  rightLabel,
  poses = CHECK_IN_POSES,
  height = 260,
  headingOrder = 3,
}: {
  left: CheckIn | null;
  right: CheckIn | null;
  /** The column headings (e.g. "This week" / "Week of 1 Nov 2026"). */
  leftLabel: string;
  rightLabel: string;
  poses?: readonly CheckInPose[];
  height?: number;
  headingOrder?: 3 | 4 | 5;
}) {
  const t = useTexts(checkInTexts);
  const shown = poses.filter((pose) => photoPath(left, pose, false) !== null || photoPath(right, pose, false) !== null);
  if (shown.length === 0) return <Text c="dimmed">{t('photos.noneToCompare')}</Text>;
  const alt = (checkIn: CheckIn | null, pose: CheckInPose) => t(`photos.alt.${pose}`, { week: checkIn ? formatDate(checkIn.weekOf) : '' });
  return (
    <Stack gap="md" data-testid="photo-compare">
      {shown.map((pose) => (
        <Box key={pose} component="section" aria-label={t(`pose.${pose}`)}>
          <Title order={headingOrder} size="h5" mb={4}>
            {t(`pose.${pose}`)}
          </Title>
          <SimpleGrid cols={2} spacing="xs">
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {leftLabel}
              </Text>
              <CheckInPhotoImage path={photoPath(left, pose, false)} alt={alt(left, pose)} height={height} />
            </Stack>
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {rightLabel}
              </Text>
              <CheckInPhotoImage path={photoPath(right, pose, false)} alt={alt(right, pose)} height={height} />
            </Stack>
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
