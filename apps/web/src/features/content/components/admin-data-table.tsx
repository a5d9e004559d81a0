// A filterable, paged admin table: the filter goes to the server as q, the page as page/pageSize
// (see api/admin-list.ts). Scrolls sideways on small screens; "No data found" when empty.
import { Group, Loader, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CONTENT_MESSAGES } from '@rhythmfit/contracts';
import { useState, type ReactNode } from 'react';
import { useDeferredResult } from '../../../lib/use-deferred-result';
import { useAdminList } from '../api/admin-list';

export interface Column<T> {
  header: string;
  render: (row: T) => ReactNode;
}

export function AdminDataTable<T extends { id: number | string }>({
  title,
  path,
  columns,
  pageSize = 10,
  filterPlaceholder,
}: {
  title: string;
  path: string;
  columns: Column<T>[];
  pageSize?: number;
  filterPlaceholder?: string;
}) {
  const [filter, setFilter] = useState('');
  const [q] = useDebouncedValue(filter, 300);
  const [page, setPage] = useState(1);
  const list = useDeferredResult(useAdminList<T>(path, { page, pageSize, q }));
  const rows = list.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3">
          {title}
        </Title>
        <TextInput
          label={`Filter ${title.toLowerCase()}`}
          placeholder={filterPlaceholder ?? 'Type to filter'}
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      {list.isLoading ? (
        <Loader size="sm" aria-label={`Loading ${title.toLowerCase()}`} />
      ) : list.isError && !list.data ? (
        // A failed refetch keeps the rows already shown (and the focus on their buttons); only a
        // table that never loaded says it could not.
        <Text c="red">Could not load {title.toLowerCase()}.</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{CONTENT_MESSAGES.noData}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.header}>{c.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {columns.map((c) => (
                    <Table.Td key={c.header}>{c.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label={`${title} pages`} />}
    </Stack>
  );
}
