// /search?q=: results grouped by kind. Screens come from the shared pure rule (instant); users
// (coach) or the member's own diet plans, sessions and bookings come from GET /api/search.
import { Anchor, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isAdminRole, searchScreens, type SearchHit } from '@rhythmfit/contracts';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { useSearch } from '../api/search';

function Group({ title, hits }: { title: string; hits: SearchHit[] }) {
  if (hits.length === 0) return null;
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {hits.map((hit) => (
          <li key={`${title}-${hit.id}`}>
            <Anchor component={Link} to={hit.path} fw={500}>
              {hit.title}
            </Anchor>
            {hit.subtitle && (
              <Text size="sm" c="dimmed">
                {hit.subtitle}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Card>
  );
}

export default function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { role } = useSession();
  const results = useSearch(q);
  const screens: SearchHit[] = searchScreens(q, role).map((s) => ({ id: s.path, title: s.label, subtitle: null, path: s.path }));
  const data = results.data;
  const total = screens.length + (data ? data.users.length + data.dietPlans.length + data.sessions.length + data.bookings.length : 0);

  return (
    <Stack gap="md">
      <Title order={1}>{q ? `Search results for "${q}"` : 'Search'}</Title>
      {!q ? (
        <Text c="dimmed">Type in the search box to find screens, people and records.</Text>
      ) : (
        <>
          {results.isLoading && (
            <Text role="status" c="dimmed">
              <Loader size="xs" mr="xs" />
              Searching...
            </Text>
          )}
          {results.isError && <Text c="red">Search failed. Please try again.</Text>}
          {!results.isLoading && total === 0 && <Text>No results found for "{q}".</Text>}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Group title="Screens and features" hits={screens} />
            {data && isAdminRole(role) && <Group title="Users" hits={data.users} />}
            {data && <Group title="Diet plans" hits={data.dietPlans} />}
            {data && <Group title="Sessions" hits={data.sessions} />}
            {data && <Group title="Bookings" hits={data.bookings} />}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
