// My Coach: a static image, as the spec describes it.
import { Image, Stack, Title } from '@mantine/core';
import myCoach from '../../../assets/my-coach.svg';
import { useTexts } from '../../../lib/i18n';
import { coachingTexts } from '../texts';

export default function TrainersPage() {
  const t = useTexts(coachingTexts);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('myCoach.title')}</Title>
      <Image src={myCoach} alt={t('myCoach.image')} maw={720} radius="md" />
    </Stack>
  );
}
