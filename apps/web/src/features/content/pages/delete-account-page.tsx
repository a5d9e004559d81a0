// /delete-account: the account deletion request.
import { Paper, Stack, Title } from '@mantine/core';
import { DeleteAccountForm } from '../components/delete-account-form';

export default function DeleteAccountPage() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <Stack gap="md">
        <Title order={1}>Delete Account</Title>
        <DeleteAccountForm />
      </Stack>
    </Paper>
  );
}
