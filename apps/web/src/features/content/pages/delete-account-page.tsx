// /delete-account: the account deletion request.
import { Paper, Stack, Title } from '@mantine/core';
import { useTexts } from '../../../lib/i18n';
import { DeleteAccountForm } from '../components/delete-account-form';
import { contentTexts } from '../texts';

export default function DeleteAccountPage() {
  const t = useTexts(contentTexts);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <Stack gap="md">
        <Title order={1}>{t('deletion.title')}</Title>
        <DeleteAccountForm />
      </Stack>
    </Paper>
  );
}
