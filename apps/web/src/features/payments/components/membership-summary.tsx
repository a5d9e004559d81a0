// The member's current membership in one card: its plan and end date, or that there is none.
// Shown above the plans on /subscriptions and in Account Settings.
import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n';
import { useMembership } from '../api/get-membership';
import { formatDate } from '../lib/money';
import { paymentsTexts } from '../texts';

export function MembershipSummary({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const membership = useMembership();
  const t = useTexts(paymentsTexts);
  const data = membership.data;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="membership-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={headingOrder} size="h4" id="membership-title">
            {t('membership.title')}
          </Title>
          {data && data.status !== 'none' && (
            <Badge color={data.status === 'active' ? 'teal' : 'gray'} variant="light">
              {data.status === 'active' ? t('membership.activeBadge') : t('membership.expiredBadge')}
            </Badge>
          )}
        </Group>
        {!data ? (
          membership.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(membership.error, t('membership.failed'))}
            </Alert>
          ) : (
            <Loader size="sm" aria-label={t('membership.loading')} />
          )
        ) : data.status === 'active' && data.endsAt ? (
          <Text>{t('membership.active', { plan: data.plan?.name ?? t('membership.defaultName'), until: formatDate(data.endsAt) })}</Text>
        ) : data.status === 'expired' && data.endsAt ? (
          <Text>{t('membership.expired', { plan: data.plan?.name ?? t('membership.defaultName'), on: formatDate(data.endsAt) })}</Text>
        ) : (
          <Text c="dimmed">{t('membership.none')}</Text>
        )}
      </Stack>
    </Card>
  );
}
