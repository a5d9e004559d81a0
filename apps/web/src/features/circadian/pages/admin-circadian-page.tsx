// /admin/circadian (User Circadian Tracker): every member's days, filtered by username, date and
// logged meal and sorted by date; the database filters, sorts and pages. Per-member insights and
// the member's 24-hour chart open in a dialog. A signed-in non-coach is told they need coach access (the API answers them 403).
import { Alert, Button, Group, Modal, Pagination, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { MEALS, MEAL_LABELS, isAdminRole, localIsoDate, type AdminCircadianEntry, type Meal } from '@rhythmfit/contracts';
import { useAdminCircadian, type AdminCircadianFilters } from '../api/get-admin-circadian';
import { InsightsPanel } from '../components/insights-panel';
import { LazyDayChart } from '../components/lazy-day-chart';
import { cupsLabel, formatHours } from '../lib/format';
import { useSession } from '../../../lib/use-session';

const PAGE_SIZE = 20;

function MealCell({ entry, meal }: { entry: AdminCircadianEntry; meal: Meal }) {
  if (!entry[`${meal}Logged`])
    return (
      <Text size="sm" c="dimmed">
        No
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <IconCheck size={14} color="var(--mantine-color-green-8)" aria-hidden />
      <Text size="sm">{entry[`${meal}Time`] ?? 'Yes'}</Text>
    </Group>
  );
}

export default function AdminCircadianPage() {
  const { role, loggedIn } = useSession();
  const coach = loggedIn && isAdminRole(role);
  const [username, setUsername] = useState('');
  const [debouncedUsername] = useDebouncedValue(username, 300);
  const [date, setDate] = useState('');
  const [meal, setMeal] = useState<Meal | ''>('');
  const [sort, setSort] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const [insightsFor, setInsightsFor] = useState<{ id: number; name: string } | null>(null);

  const filters: AdminCircadianFilters = { username: debouncedUsername, date, meal, sort, page, pageSize: PAGE_SIZE };
  const query = useAdminCircadian(filters, coach);

  if (!coach) {
    return (
      <Stack gap="md">
        <Title order={1}>User Circadian Tracker</Title>
        <Alert color="yellow" title="Coach access needed">
          You need coach access to see this page.
        </Alert>
      </Stack>
    );
  }

  const change =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };
  const clear = () => {
    setUsername('');
    setDate('');
    setMeal('');
    setSort('desc');
    setPage(1);
  };
  const total = query.data?.total ?? 0;
  const rows = query.data?.rows ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>User Circadian Tracker</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label="Username"
          placeholder="Search by username"
          value={username}
          onChange={(e) => change(setUsername)(e.currentTarget.value)}
        />
        <TextInput label="Date" type="date" value={date} max={localIsoDate()} onChange={(e) => change(setDate)(e.currentTarget.value)} />
        <Select
          label="Meal logged"
          value={meal || 'any'}
          onChange={(value) => change(setMeal)(value && value !== 'any' ? (value as Meal) : '')}
          data={[{ value: 'any', label: 'Any' }, ...MEALS.map((m) => ({ value: m, label: MEAL_LABELS[m] }))]}
          allowDeselect={false}
        />
        <Select
          label="Sort by date"
          value={sort}
          onChange={(value) => change(setSort)(value === 'asc' ? 'asc' : 'desc')}
          data={[
            { value: 'desc', label: 'Newest first' },
            { value: 'asc', label: 'Oldest first' },
          ]}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={clear}>
          Clear Filters
        </Button>
        {query.data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {total} {total === 1 ? 'entry' : 'entries'}
          </Text>
        )}
      </Group>

      {query.isPending ? (
        <Text>Loading...</Text>
      ) : query.isError ? (
        <Text>No data found</Text>
      ) : rows.length === 0 ? (
        <Text>No entries found.</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Username</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Breakfast</Table.Th>
                <Table.Th>Lunch</Table.Th>
                <Table.Th>Dinner</Table.Th>
                <Table.Th>Water</Table.Th>
                <Table.Th>Sleep</Table.Th>
                <Table.Th>Insights</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{entry.username}</Table.Td>
                  <Table.Td>{entry.date}</Table.Td>
                  {MEALS.map((m) => (
                    <Table.Td key={m}>
                      <MealCell entry={entry} meal={m} />
                    </Table.Td>
                  ))}
                  <Table.Td>{cupsLabel(entry.waterCups)}</Table.Td>
                  <Table.Td>{formatHours(entry.sleepHours)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Insights for ${entry.username}`}
                      onClick={() => setInsightsFor({ id: entry.userId, name: entry.username })}
                    >
                      Insights
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > PAGE_SIZE && <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} aria-label="Pages" />}

      <Modal
        opened={insightsFor !== null}
        onClose={() => setInsightsFor(null)}
        title={insightsFor ? `Insights: ${insightsFor.name}` : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {insightsFor && (
          <Stack gap="lg">
            <LazyDayChart member={insightsFor} end={localIsoDate()} heading={`${insightsFor.name}'s days on a 24-hour clock`} />
            <InsightsPanel userId={insightsFor.id} end={localIsoDate()} title={insightsFor.name} />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
