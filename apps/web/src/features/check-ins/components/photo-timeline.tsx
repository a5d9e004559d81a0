// The member's progress photos week by week, and any two weeks side by side, pose by pose (/progress).
// The timeline lists the weeks with photos (newest first, each with its front thumbnail); the two
// selects choose what is compared, the oldest and the newest week at first.
import { Button, Group, NativeSelect, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CheckIn } from '@rhythmfit/contracts';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { checkInTexts } from '../texts';
import { CheckInPhotoImage } from './check-in-photo';
import { PhotoCompare } from './photo-compare';

export function PhotoTimeline({ checkIns }: { checkIns: CheckIn[] }) {
  const t = useTexts(checkInTexts);
  // Newest first, only the weeks that have a photo.
  const weeks = checkIns.filter((c) => c.photos.length > 0).sort((a, b) => (a.weekOf < b.weekOf ? 1 : -1));
  const [first, setFirst] = useState<number | null>(null);
  const [second, setSecond] = useState<number | null>(null);
  if (weeks.length === 0) return <Text c="dimmed">{t('photos.none')}</Text>;
  const left = weeks.find((c) => c.id === first) ?? weeks[weeks.length - 1]!;
  const right = weeks.find((c) => c.id === second) ?? weeks[0]!;
  // The selects' labels say "week": each option is the week's date alone (it fits a phone).
  const options = weeks.map((c) => ({ value: String(c.id), label: formatDate(c.weekOf) }));
  const thumbOf = (c: CheckIn) => (c.photos.find((p) => p.pose === 'front') ?? c.photos[0])!;

  return (
    <Stack gap="md">
      <ScrollArea type="auto" offsetScrollbars aria-label={t('photos.timeline')}>
        <Group gap="sm" wrap="nowrap" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {weeks.map((c) => (
            <li key={c.id}>
              <UnstyledButton
                onClick={() => setSecond(c.id)}
                aria-pressed={right.id === c.id}
                aria-label={t('photos.showWeek', { week: formatDate(c.weekOf) })}
                style={{ display: 'block', width: 96 }}
              >
                <CheckInPhotoImage path={thumbOf(c).thumbUrl} alt="" height={120} />
                <Text size="xs" ta="center" fw={right.id === c.id ? 700 : 400}>
                  {formatDate(c.weekOf)}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Group>
      </ScrollArea>
      <Group grow align="flex-end" gap="sm">
        <NativeSelect
          label={t('photos.firstWeek')}
          data={options}
          value={String(left.id)}
          onChange={(e) => setFirst(Number(e.currentTarget.value))}
        />
        <NativeSelect
          label={t('photos.secondWeek')}
          data={options}
          value={String(right.id)}
          onChange={(e) => setSecond(Number(e.currentTarget.value))}
        />
      </Group>
      {left.id === right.id && (
        <Text size="sm" c="dimmed">
          {t('photos.sameWeek')}
        </Text>
      )}
      <PhotoCompare left={left} right={right} leftLabel={formatDate(left.weekOf)} rightLabel={formatDate(right.weekOf)} headingOrder={4} />
      {weeks.length > 1 && (
        <Button
          variant="subtle"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setFirst(right.id);
            setSecond(left.id);
          }}
        >
          {t('photos.swap')}
        </Button>
      )}
    </Stack>
  );
}
