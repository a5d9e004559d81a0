// Live Sessions panel: live now, later today, future days and completed today, grouped in the
// member's own time zone and refreshed every 30 s (the feed and the clock).
import { useEffect, useState, type ReactNode } from 'react';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LIVE_SESSIONS_POLL_MS, groupLiveSessions, runtimeTimeZone, type LiveSession } from '@rhythmfit/contracts';
import { useUpcomingLiveSessions } from '../api/get-live-sessions';
import { useTexts } from '../../../lib/i18n';
import { formatClock, formatInstant } from '../lib/format';
import { coachingTexts } from '../texts';

function SessionCard({ session, children, badge }: { session: LiveSession; children?: ReactNode; badge?: ReactNode }) {
  const t = useTexts(coachingTexts);
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{session.title}</Text>
          {badge}
        </Group>
        <Text size="sm">{t('live.coach', { name: session.trainer })}</Text>
        <Text size="sm" c="dimmed">
          {t('live.when', { start: formatInstant(session.startTime), end: formatClock(session.endTime) })}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

function Group_({ title, children, empty }: { title: string; children: ReactNode[]; empty?: string }) {
  const t = useTexts(coachingTexts);
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children.length === 0 ? (
        empty ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <Text c="dimmed" size="sm">
            {t('live.none')}
          </Text>
        )
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}

export default function LiveClassesPage() {
  const feed = useUpcomingLiveSessions();
  const t = useTexts(coachingTexts);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), LIVE_SESSIONS_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (feed.isError) console.warn('Live sessions could not be loaded', feed.error);
  }, [feed.isError, feed.error]);

  // On a failed fetch every group is emptied (spec).
  const groups = groupLiveSessions(feed.isError ? [] : (feed.data ?? []), now, runtimeTimeZone());

  return (
    <Stack gap="lg">
      <Title order={1}>{t('live.title')}</Title>
      {feed.isLoading ? (
        <Text role="status">{t('live.loading')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Group_ title={t('live.now')} empty={t('live.empty')}>
            {groups.live.map((s) => (
              <SessionCard
                key={s.id}
                session={s}
                badge={
                  <Badge color="red" variant="filled">
                    {t('live.badge')}
                  </Badge>
                }
              >
                {s.zoomLink && (
                  <Anchor href={s.zoomLink} target="_blank" rel="noopener noreferrer" fw={600}>
                    {t('live.joinNow')}
                  </Anchor>
                )}
              </SessionCard>
            ))}
          </Group_>
          <Group_ title={t('live.upcomingToday')}>
            {groups.upcomingToday.map((s) => (
              <SessionCard key={s.id} session={s} badge={<Badge variant="light">{t('live.today')}</Badge>}>
                <Text size="sm" c="dimmed">
                  {t('live.upcomingTodayHint')}
                </Text>
              </SessionCard>
            ))}
          </Group_>
          <Group_ title={t('live.upcoming')}>
            {groups.future.map((s) => (
              <SessionCard key={s.id} session={s} badge={<Badge variant="outline">{t('live.upcomingBadge')}</Badge>}>
                <Text size="sm" c="dimmed">
                  {t('live.futureHint')}
                </Text>
              </SessionCard>
            ))}
          </Group_>
          <Group_ title={t('live.completedToday')}>
            {groups.completedToday.map((s) => (
              <SessionCard
                key={s.id}
                session={s}
                badge={
                  <Badge color="gray" variant="light">
                    {t('live.completedBadge')}
                  </Badge>
                }
              />
            ))}
          </Group_>
        </SimpleGrid>
      )}
    </Stack>
  );
}
