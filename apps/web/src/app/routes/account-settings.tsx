// /account-settings: titled Account Settings > Delete Account (the spec), with the Notifications
// section first, the membership and payment history (issue 23), and a copy of the member's data
// before deletion. Composed here because the sections belong to several features.
import { Anchor, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core';
import { DeleteAccountForm } from '../../features/content/components/delete-account-form';
import { DownloadMyData } from '../../features/content/components/download-my-data';
import { NotificationSettings } from '../../features/notifications/components/notification-settings';
import { PaymentHistory } from '../../features/payments/components/payment-history';

export default function AccountSettingsPage() {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Account Settings</Title>
      <Breadcrumbs aria-label="Breadcrumb">
        <Text>Account Settings</Text>
        <Anchor href="#delete-account">Delete Account</Anchor>
      </Breadcrumbs>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id="notifications">
        <Stack gap="md">
          <Title order={2}>Notifications</Title>
          <NotificationSettings />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id="membership">
        <Stack gap="md">
          <Title order={2}>Membership and payments</Title>
          <PaymentHistory />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id="your-data">
        <Stack gap="md">
          <Title order={2}>Your data</Title>
          <DownloadMyData />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id="delete-account">
        <Stack gap="md">
          <Title order={2}>Delete Account</Title>
          <DeleteAccountForm />
        </Stack>
      </Paper>
    </Stack>
  );
}
