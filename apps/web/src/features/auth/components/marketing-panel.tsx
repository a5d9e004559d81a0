import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n';
import { authTexts } from '../texts';

/** The marketing panel of the sign-in screen (wide screens only). */
export function MarketingPanel() {
  const t = useTexts(authTexts);
  return (
    <Paper radius="lg" p="xl" h="100%" bg="teal.9" c="white">
      <Title order={2} c="white" mb="sm">
        {t('marketing.title')}
      </Title>
      <Text mb="lg">{t('marketing.intro')}</Text>
      <List
        spacing="sm"
        icon={
          <ThemeIcon color="white" c="teal.9" radius="xl" size={22}>
            <IconCheck size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        <List.Item>{t('marketing.weight')}</List.Item>
        <List.Item>{t('marketing.diet')}</List.Item>
        <List.Item>{t('marketing.rhythm')}</List.Item>
        <List.Item>{t('marketing.sessions')}</List.Item>
      </List>
    </Paper>
  );
}
