// A page whose feature has not landed yet: the route exists, the screen says so plainly.
import { Stack, Text, Title } from '@mantine/core';

export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack gap="xs">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">This screen is coming soon.</Text>
    </Stack>
  );
}
