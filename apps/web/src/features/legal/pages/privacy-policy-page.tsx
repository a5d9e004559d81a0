// Privacy policy (section 1): the app does not collect, store or share personal data; contact e-mail.
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface AppInfo {
  appName: string;
  contactEmail: string;
}

export default function PrivacyPolicyPage() {
  const info = useQuery({ queryKey: ['app-info'], queryFn: () => api.get<AppInfo>('/api/app-info'), staleTime: Infinity });
  const email = info.data?.contactEmail;
  const appName = info.data?.appName ?? 'RhythmFit';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" maw={760} mx="auto">
      <Stack gap="md">
        <Title order={1}>Privacy Policy</Title>
        <Text>
          {appName} does not collect, store or share your personal data with anyone. What you enter is used only to provide the coaching
          service to you.
        </Text>
        <Text>You can ask for your account and its data to be deleted at any time from Account Settings.</Text>
        <Text>
          Questions about privacy? Contact us at{' '}
          {email ? (
            <Anchor href={`mailto:${email}`}>{email}</Anchor>
          ) : (
            <Text span c="dimmed">
              loading…
            </Text>
          )}
          .
        </Text>
      </Stack>
    </Paper>
  );
}
