// The dashboard's "Check-in due" card, in the Today section while this week's check-in can be sent
// (app/routes/dashboard.tsx places it; its title is level 3). Nothing is drawn at other times.
import { Button, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { useCurrentCheckIn } from '../api/get-current';
import { checkInTexts } from '../texts';

export function DashboardCheckIn() {
  const t = useTexts(checkInTexts);
  const current = useCurrentCheckIn();
  if (current.data?.status !== 'due') return null;
  return (
    <Card withBorder component="section" aria-labelledby="dashboard-check-in-title" mih={120}>
      <Title order={3} size="h4" id="dashboard-check-in-title" mb="xs">
        {t('card.title')}
      </Title>
      <Text mb="sm">{t('card.due', { week: formatDate(current.data.weekOf), date: formatDate(current.data.dueDate) })}</Text>
      <Button component={Link} to="/check-in">
        {t('card.open')}
      </Button>
    </Card>
  );
}
