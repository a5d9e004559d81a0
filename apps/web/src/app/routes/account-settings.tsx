// /account-settings: titled Account Settings > Delete Account (the spec), with the Notifications
// section first, the language and clock (issue 43), the membership and payment history (issue 23),
// and a copy of the member's data before deletion. Composed here because the sections belong to
// several features.
import { Anchor, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core';
import { DeleteAccountForm } from '../../features/content/components/delete-account-form';
import { DownloadMyData } from '../../features/content/components/download-my-data';
import { NotificationSettings } from '../../features/notifications/components/notification-settings';
import { PaymentHistory } from '../../features/payments/components/payment-history';
import { LanguageSettings } from '../../features/tracking/components/language-settings';
import { useTexts } from '../../lib/i18n';
import { appTexts } from '../texts';

export default function AccountSettingsPage() {
  const t = useTexts(appTexts);
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('settings.title')}</Title>
      <Breadcrumbs aria-label={t('settings.breadcrumb')}>
        <Text>{t('settings.title')}</Text>
        <Anchor href="#delete-account">{t('settings.deleteAccount')}</Anchor>
      </Breadcrumbs>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id="notifications">
        <Stack gap="md">
          <Title order={2}>{t('settings.notifications')}</Title>
          <NotificationSettings />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id="language">
        <Stack gap="md">
          <Title order={2}>{t('settings.languageAndTime')}</Title>
          <LanguageSettings />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id="membership">
        <Stack gap="md">
          <Title order={2}>{t('settings.membership')}</Title>
          <PaymentHistory />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id="your-data">
        <Stack gap="md">
          <Title order={2}>{t('settings.yourData')}</Title>
          <DownloadMyData />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id="delete-account">
        <Stack gap="md">
          <Title order={2}>{t('settings.deleteAccount')}</Title>
          <DeleteAccountForm />
        </Stack>
      </Paper>
    </Stack>
  );
}
