// A filterable, paged admin list: the filter goes to the server as q, the page as page/pageSize
// (see api/admin-list.ts); DataTable draws it (cards on a phone). "No data found" when empty.
import { Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DataTable, type DataTableProps } from '../../../components/data-table/data-table';
import { useTexts } from '../../../lib/i18n';
import { useDeferredResult } from '../../../lib/use-deferred-result';
import { useAdminList } from '../api/admin-list';
import { contentTexts } from '../texts';

export function AdminDataTable<T extends { id: number | string }>({
  title,
  path,
  columns,
  actions,
  pageSize = 10,
  filterPlaceholder,
}: {
  title: string;
  path: string;
  pageSize?: number;
  filterPlaceholder?: string;
} & Pick<DataTableProps<T>, 'columns' | 'actions'>) {
  const t = useTexts(contentTexts);
  const [filter, setFilter] = useState('');
  const [q] = useDebouncedValue(filter, 300);
  const [page, setPage] = useState(1);
  const list = useDeferredResult(useAdminList<T>(path, { page, pageSize, q }));
  const name = title.toLowerCase();

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3">
          {title}
        </Title>
        <TextInput
          label={t('table.filter', { name })}
          placeholder={filterPlaceholder ?? t('table.filterPlaceholder')}
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      <DataTable
        data={list.data?.rows ?? []}
        columns={columns}
        actions={actions}
        label={title}
        loading={list.isLoading}
        loadingLabel={t('table.loading', { name })}
        // A failed refetch keeps the rows already shown (and the focus on their buttons); only a
        // table with nothing to show says it could not load.
        error={list.isError ? t('table.error', { name }) : undefined}
        emptyText={t('table.empty')}
        paging={{ pageSize, page, total: list.data?.total ?? 0, onPageChange: setPage }}
        paginationLabel={t('table.pages', { title })}
      />
    </Stack>
  );
}
