// /admin/circadian (User Circadian Tracker): every member's days, filtered by username, date and
// logged meal and sorted by date; the database filters, sorts and pages. Per-member insights and
// the member's 24-hour chart open in a dialog. A signed-in non-coach is told they need coach access (the API answers them 403).
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { MEALS, MEAL_LABELS, isAdminRole, localIsoDate, type AdminCircadianEntry, type Meal } from '@rhythmfit/contracts';
import { useAdminCircadian, type AdminCircadianFilters } from '../api/get-admin-circadian';
import { InsightsPanel } from '../components/insights-panel';
import { LazyDayChart } from '../components/lazy-day-chart';
import { cupsLabel, formatHours } from '../lib/format';
import { useSession } from '../../../lib/use-session';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';

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

const COLUMNS: DataTableColumn<AdminCircadianEntry>[] = [
  { id: 'username', header: 'Username', cell: (entry) => entry.username, card: 'title' },
  { id: 'date', header: 'Date', cell: (entry) => entry.date, sortable: true },
  ...MEALS.map((meal): DataTableColumn<AdminCircadianEntry> => ({
    id: meal,
    header: MEAL_LABELS[meal],
    cell: (entry) => <MealCell entry={entry} meal={meal} />,
  })),
  { id: 'water', header: 'Water', cell: (entry) => cupsLabel(entry.waterCups) },
  { id: 'sleep', header: 'Sleep', cell: (entry) => formatHours(entry.sleepHours) },
];

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

      <DataTable
        data={rows}
        columns={COLUMNS}
        actions={{
          header: 'Insights',
          render: (entry) => (
            <Button
              size="xs"
              variant="light"
              aria-label={`Insights for ${entry.username}`}
              onClick={() => setInsightsFor({ id: entry.userId, name: entry.username })}
            >
              Insights
            </Button>
          ),
        }}
        loading={query.isPending}
        loadingLabel="Loading entries"
        loadingText="Loading..."
        error={query.isError ? 'No data found' : undefined}
        emptyText="No entries found."
        // The server sorts by date (the same order as the Sort by date select above).
        sort={{ id: 'date', desc: sort === 'desc' }}
        onSortChange={(next) => change(setSort)(next.desc ? 'desc' : 'asc')}
        cardSortControl={false}
        paging={{ pageSize: PAGE_SIZE, page, total, onPageChange: setPage }}
        minWidth={760}
      />

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
