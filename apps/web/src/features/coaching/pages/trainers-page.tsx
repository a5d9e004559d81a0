// My Coach: a static image, as the spec describes it.
import { Image, Stack, Title } from '@mantine/core';
import myCoach from '../../../assets/my-coach.svg';

export default function TrainersPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>My Coach</Title>
      <Image src={myCoach} alt="Your coach: a trainer with a clipboard beside a member lifting dumbbells" maw={720} radius="md" />
    </Stack>
  );
}
