// /account-settings: titled Account Settings > Delete Account, with the deletion request embedded.
import { Anchor, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core';
import { DeleteAccountForm } from '../components/delete-account-form';

export default function AccountSettingsPage() {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Account Settings</Title>
      <Breadcrumbs aria-label="Breadcrumb">
        <Text>Account Settings</Text>
        <Anchor href="#delete-account">Delete Account</Anchor>
      </Breadcrumbs>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id="delete-account">
        <Stack gap="md">
          <Title order={2}>Delete Account</Title>
          <DeleteAccountForm />
        </Stack>
      </Paper>
    </Stack>
  );
}
