// /admin/circadian (User Circadian Tracker): every member's days, filtered by username, date and
// logged meal and sorted by date; the database filters, sorts and pages. Per-member insights and
// the member's 24-hour chart open in a dialog. A signed-in non-coach is told they need coach access (the API answers them 403).
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { MEALS, isAdminRole, localIsoDate, type AdminCircadianEntry, type Meal } from '@rhythmfit/contracts';
import { useAdminCircadian, type AdminCircadianFilters } from '../api/get-admin-circadian';
import { InsightsPanel } from '../components/insights-panel';
import { LazyDayChart } from '../components/lazy-day-chart';
import { cupsLabel, formatHours } from '../lib/format';
import { useSession } from '../../../lib/use-session';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useLanguage, useTexts } from '../../../lib/i18n';
import { circadianTexts } from '../texts';
import { formatListDate } from '../../../lib/format';

const PAGE_SIZE = 20;

function MealCell({ entry, meal }: { entry: AdminCircadianEntry; meal: Meal }) {
  const t = useTexts(circadianTexts);
  if (!entry[`${meal}Logged`])
    return (
      <Text size="sm" c="dimmed">
        {t('admin.no')}
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <IconCheck size={14} color="var(--mantine-color-green-8)" aria-hidden />
      <Text size="sm">{entry[`${meal}Time`] ?? t('admin.yes')}</Text>
    </Group>
  );
}

/** The table's columns, with headers in the language on screen (made again when it changes). */
function tableColumns(): DataTableColumn<AdminCircadianEntry>[] {
  const t = circadianTexts;
  return [
    { id: 'username', header: t('admin.username'), cell: (entry) => entry.username, card: 'title' },
    { id: 'date', header: t('admin.date'), cell: (entry) => formatListDate(entry.date), sortable: true },
    ...MEALS.map((meal): DataTableColumn<AdminCircadianEntry> => ({
      id: meal,
      header: t(`meal.${meal}`),
      cell: (entry) => <MealCell entry={entry} meal={meal} />,
    })),
    { id: 'water', header: t('admin.water'), cell: (entry) => cupsLabel(entry.waterCups) },
    { id: 'sleep', header: t('admin.sleep'), cell: (entry) => formatHours(entry.sleepHours) },
  ];
}

export default function AdminCircadianPage() {
  const t = useTexts(circadianTexts);
  const language = useLanguage();
  const columns = useMemo(tableColumns, [language]);
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
        <Title order={1}>{t('admin.title')}</Title>
        <Alert color="yellow" title={t('admin.noAccessTitle')}>
          {t('admin.noAccess')}
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
      <Title order={1}>{t('admin.title')}</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('admin.username')}
          placeholder={t('admin.usernamePlaceholder')}
          value={username}
          onChange={(e) => change(setUsername)(e.currentTarget.value)}
        />
        <TextInput
          label={t('admin.date')}
          type="date"
          value={date}
          max={localIsoDate()}
          onChange={(e) => change(setDate)(e.currentTarget.value)}
        />
        <Select
          label={t('admin.mealLogged')}
          value={meal || 'any'}
          onChange={(value) => change(setMeal)(value && value !== 'any' ? (value as Meal) : '')}
          data={[{ value: 'any', label: t('admin.any') }, ...MEALS.map((m) => ({ value: m, label: t(`meal.${m}`) }))]}
          allowDeselect={false}
        />
        <Select
          label={t('admin.sortByDate')}
          value={sort}
          onChange={(value) => change(setSort)(value === 'asc' ? 'asc' : 'desc')}
          data={[
            { value: 'desc', label: t('admin.newestFirst') },
            { value: 'asc', label: t('admin.oldestFirst') },
          ]}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={clear}>
          {t('admin.clearFilters')}
        </Button>
        {query.data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('admin.entries', { count: total })}
          </Text>
        )}
      </Group>

      <DataTable
        data={rows}
        columns={columns}
        actions={{
          header: t('admin.insights'),
          render: (entry) => (
            <Button
              size="xs"
              variant="light"
              aria-label={t('admin.insightsFor', { name: entry.username })}
              onClick={() => setInsightsFor({ id: entry.userId, name: entry.username })}
            >
              {t('admin.insights')}
            </Button>
          ),
        }}
        loading={query.isPending}
        loadingLabel={t('admin.loadingEntries')}
        loadingText={t('loading')}
        error={query.isError ? t('admin.noDataFound') : undefined}
        emptyText={t('admin.noEntries')}
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
        title={insightsFor ? t('admin.insightsTitle', { name: insightsFor.name }) : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': t('admin.close') }}
      >
        {insightsFor && (
          <Stack gap="lg">
            <LazyDayChart member={insightsFor} end={localIsoDate()} heading={t('chart.memberDays', { name: insightsFor.name })} />
            <InsightsPanel userId={insightsFor.id} end={localIsoDate()} title={insightsFor.name} />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
