// Privacy policy (section 1): the app does not collect, store or share personal data; contact e-mail.
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n';
import { legalTexts } from '../texts';

interface AppInfo {
  appName: string;
  contactEmail: string;
}

export default function PrivacyPolicyPage() {
  const t = useTexts(legalTexts);
  const info = useQuery({ queryKey: ['app-info'], queryFn: () => api.get<AppInfo>('/api/app-info'), staleTime: Infinity });
  const email = info.data?.contactEmail;
  const appName = info.data?.appName ?? 'RhythmFit';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" maw={760} mx="auto">
      <Stack gap="md">
        <Title order={1}>{t('privacy.title')}</Title>
        <Text>{t('privacy.noCollection', { appName })}</Text>
        <Text>{t('privacy.deletion')}</Text>
        <Text>
          {email
            ? t.rich(
                'privacy.contact',
                { 0: <Anchor href={`mailto:${email}`} translate="no" style={{ overflowWrap: 'anywhere' }} /> },
                { email },
              )
            : t.rich('privacy.contactLoading', { 0: <Text span c="dimmed" /> })}
        </Text>
      </Stack>
    </Paper>
  );
}
