// Live Sessions panel: live now, later today, future days and completed today, grouped in the
// member's own time zone and refreshed every 30 s (the feed and the clock).
import { useEffect, useState, type ReactNode } from 'react';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COACHING_MESSAGES, LIVE_SESSIONS_POLL_MS, groupLiveSessions, runtimeTimeZone, type LiveSession } from '@rhythmfit/contracts';
import { useUpcomingLiveSessions } from '../api/get-live-sessions';
import { formatClock, formatInstant } from '../lib/format';

function SessionCard({ session, children, badge }: { session: LiveSession; children?: ReactNode; badge?: ReactNode }) {
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{session.title}</Text>
          {badge}
        </Group>
        <Text size="sm">Coach: {session.trainer}</Text>
        <Text size="sm" c="dimmed">
          {formatInstant(session.startTime)} – {formatClock(session.endTime)}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

function Group_({ title, children, empty }: { title: string; children: ReactNode[]; empty?: string }) {
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
            None.
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
      <Title order={1}>Live Sessions</Title>
      {feed.isLoading ? (
        <Text role="status">{COACHING_MESSAGES.loadingSessions}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Group_ title="Live Now" empty={COACHING_MESSAGES.noLiveSessions}>
            {groups.live.map((s) => (
              <SessionCard
                key={s.id}
                session={s}
                badge={
                  <Badge color="red" variant="filled">
                    ● Live
                  </Badge>
                }
              >
                {s.zoomLink && (
                  <Anchor href={s.zoomLink} target="_blank" rel="noopener noreferrer" fw={600}>
                    Join Now
                  </Anchor>
                )}
              </SessionCard>
            ))}
          </Group_>
          <Group_ title="Upcoming Today">
            {groups.upcomingToday.map((s) => (
              <SessionCard key={s.id} session={s} badge={<Badge variant="light">Today</Badge>}>
                <Text size="sm" c="dimmed">
                  {COACHING_MESSAGES.upcomingTodayHint}
                </Text>
              </SessionCard>
            ))}
          </Group_>
          <Group_ title="Upcoming Sessions">
            {groups.future.map((s) => (
              <SessionCard key={s.id} session={s} badge={<Badge variant="outline">Upcoming</Badge>}>
                <Text size="sm" c="dimmed">
                  {COACHING_MESSAGES.futureHint}
                </Text>
              </SessionCard>
            ))}
          </Group_>
          <Group_ title="Completed Today">
            {groups.completedToday.map((s) => (
              <SessionCard
                key={s.id}
                session={s}
                badge={
                  <Badge color="gray" variant="light">
                    Completed
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
