// The member's current membership in one card: its plan and end date, or that there is none.
// Shown above the plans on /subscriptions and in Account Settings.
import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useMembership } from '../api/get-membership';
import { formatDate } from '../lib/money';

export const MEMBERSHIP_TEXTS = {
  title: 'Your membership',
  none: 'You have no membership yet. Choose a plan to start one.',
  failed: 'Could not load your membership.',
  active: (plan: string, until: string) => `${plan}: active until ${until}`,
  expired: (plan: string, on: string) => `${plan}: ended on ${on}`,
};

export function MembershipSummary({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const membership = useMembership();
  const data = membership.data;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="membership-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={headingOrder} size="h4" id="membership-title">
            {MEMBERSHIP_TEXTS.title}
          </Title>
          {data && data.status !== 'none' && (
            <Badge color={data.status === 'active' ? 'teal' : 'gray'} variant="light">
              {data.status === 'active' ? 'Active' : 'Expired'}
            </Badge>
          )}
        </Group>
        {!data ? (
          membership.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(membership.error, MEMBERSHIP_TEXTS.failed)}
            </Alert>
          ) : (
            <Loader size="sm" aria-label="Loading your membership" />
          )
        ) : data.status === 'active' && data.endsAt ? (
          <Text>{MEMBERSHIP_TEXTS.active(data.plan?.name ?? 'Membership', formatDate(data.endsAt))}</Text>
        ) : data.status === 'expired' && data.endsAt ? (
          <Text>{MEMBERSHIP_TEXTS.expired(data.plan?.name ?? 'Membership', formatDate(data.endsAt))}</Text>
        ) : (
          <Text c="dimmed">{MEMBERSHIP_TEXTS.none}</Text>
        )}
      </Stack>
    </Card>
  );
}
