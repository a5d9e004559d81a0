/**
 * DataTable: the one table of the coach's screens (and of any list of records). TanStack Table
 * (headless) keeps the rows, the order and the pages; Mantine's Table draws them. Under 600 px each
 * row becomes a card of label/value pairs, so a 390 px phone reads it without scrolling sideways;
 * the cards keep the table's semantics (role table/row/cell, the column headers visually hidden),
 * so a screen reader and a test find the same rows and cells in both layouts.
 *
 * Props (T is the row's type):
 * - data: T[]                 the rows; when the server pages, this page's rows.
 * - columns: DataTableColumn<T>[], in order:
 *     id          stable key; the sort id (also what onSortChange receives).
 *     header      the column header, and the value's label in a card.
 *     cell(row)   what the cell shows. It is called while the table draws: a cell that needs
 *                 hooks (a form, a mutation) returns a component that holds them.
 *     sortValue(row)  makes the column sortable here, by this value (text sorts as words with
 *                 numbers, numbers as numbers; null and undefined go last).
 *     sortable    the server sorts this column (with `sort` and `onSortChange`).
 *     card        'title': the card's heading (no label); 'full': spans the card's width (long
 *                 text, an input); default: half the card's width.
 *     minWidth, maxWidth  of the cell in the wide layout.
 * - rowKey(row)               the row's id and React key (default: row.id). Keep it stable: a row
 *                             redrawn with the same key keeps its DOM (and the focus inside it).
 * - rowLabel(row)             the row's aria-label (e.g. "Payment 12"); by default its content.
 * - actions: { header?, render(row) }  the row's buttons: the last column (header 'Actions'), the
 *                             foot of a card.
 * - label                     the table's accessible name.
 * - loading                   while true and there are no rows yet: a spinner named
 *   loadingLabel ('Loading')  (the browser sweeps wait for "Loading…" names to go) with the
 *   loadingText               optional visible text ('Loading sessions...').
 * - emptyText                 shown when there are no rows: each caller passes its own, exactly
 *                             as the spec words it ('No data found', 'No entries found.').
 * - error                     shown instead of the table when there are no rows to show (a failed
 *                             refetch keeps the rows already drawn); a string is shown as an alert.
 * - defaultSort {id, desc}    the first order of a table sorted here (default: as given).
 * - sort, onSortChange        the server sorts: the current order, and what to do when a header
 *                             (or the cards' "Sort by") asks for another. There is no unsorted state.
 * - paging                    { pageSize }: pages here. { pageSize, page, total, onPageChange }: the
 *                             server pages (page from 1; total as X-Total-Count says). Page buttons
 *                             show when there is more than one page.
 * - paginationLabel           the page buttons' aria-label ('Pages').
 * - minWidth                  below this width the wide table scrolls inside its own container (560).
 * - cardSortControl           false: no "Sort by" select above the cards (the page has its own).
 */
import {
  Alert,
  Box,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type Row,
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { useLanguage, useTexts } from '../../lib/i18n';
import { commonTexts } from '../../lib/texts';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortValue?: (row: T) => string | number | null | undefined;
  sortable?: boolean;
  card?: 'title' | 'full';
  minWidth?: number | string;
  maxWidth?: number | string;
}

export interface DataTableSort {
  id: string;
  desc: boolean;
}

type Paging = { pageSize: number } | { pageSize: number; page: number; total: number; onPageChange: (page: number) => void };

export interface DataTableProps<T> {
  data: T[];
  columns: DataTableColumn<T>[];
  rowKey?: (row: T) => string | number;
  rowLabel?: (row: T) => string;
  actions?: { header?: string; render: (row: T) => ReactNode };
  label?: string;
  loading?: boolean;
  loadingLabel?: string;
  loadingText?: string;
  emptyText: ReactNode;
  error?: ReactNode;
  defaultSort?: DataTableSort;
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  paging?: Paging;
  paginationLabel?: string;
  minWidth?: number;
  cardSortControl?: boolean;
}

/** Rows become cards below this width (the coach's screens on a phone). */
export const CARD_LAYOUT_QUERY = '(max-width: 599.98px)';
const ACTIONS_ID = 'actions';

// Made at the first sort, not when the module loads: a browser's first Intl call is one long task
// (app/no-intl-on-load.test.ts).
let collator: Intl.Collator | undefined;
// Undefined values never reach it: sortUndefined puts them last in either direction.
const byValue: SortingFn<unknown> = (a, b, id) => {
  const x = a.getValue<string | number>(id);
  const y = b.getValue<string | number>(id);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  collator ??= new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });
  return collator.compare(String(x), String(y));
};

// The cells are drawn by calling the callers' functions (renderCell below), not through TanStack's
// flexRender: that treats a function as a component, and a column list made anew on each render
// would then be a new component each time, remounting every cell (an input would lose its text).
function columnDefs<T>(columns: DataTableColumn<T>[], actions: DataTableProps<T>['actions'], serverSorts: boolean): ColumnDef<T>[] {
  const defs = columns.map((column): ColumnDef<T> => {
    const base = { id: column.id, header: column.header };
    // TanStack sorts only columns with an accessor; the server's order needs no value here.
    if (serverSorts) return column.sortable ? { ...base, accessorFn: () => undefined } : { ...base, enableSorting: false };
    const sortValue = column.sortValue;
    if (!sortValue) return { ...base, enableSorting: false };
    return {
      ...base,
      accessorFn: (row: T) => sortValue(row) ?? undefined,
      sortingFn: byValue as SortingFn<T>,
      sortUndefined: 'last',
    };
  });
  if (actions) {
    defs.push({ id: ACTIONS_ID, header: actions.header ?? commonTexts('table.actions'), enableSorting: false });
  }
  return defs;
}

const headerText = <T,>(column: Column<T>) => String(column.columnDef.header);

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  const Icon = sorted === 'asc' ? IconChevronUp : sorted === 'desc' ? IconChevronDown : IconSelector;
  return <Icon size={14} stroke={1.8} aria-hidden />;
}

const ariaSort = (sorted: false | 'asc' | 'desc') => (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined);

function HeaderCell<T>({ column }: { column: Column<T> }) {
  const text = headerText(column);
  if (!column.getCanSort()) return <Table.Th scope="col">{text}</Table.Th>;
  const sorted = column.getIsSorted();
  // A button in the header: a click or Enter/Space sorts; aria-sort on the header tells the order.
  return (
    <Table.Th scope="col" aria-sort={ariaSort(sorted)}>
      <UnstyledButton onClick={column.getToggleSortingHandler()} fw={700} fz="inherit">
        <Group gap={4} wrap="nowrap">
          <span>{text}</span>
          <SortIcon sorted={sorted} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function LoadingState({ label, text }: { label: string; text?: string }) {
  return (
    <Group gap="xs" role="status" aria-label={label}>
      <Loader size="sm" role="presentation" aria-hidden />
      {text && <Text size="sm">{text}</Text>}
    </Group>
  );
}

export function DataTable<T>({
  data,
  columns,
  rowKey,
  rowLabel,
  actions,
  label,
  loading = false,
  loadingLabel,
  loadingText,
  emptyText,
  error,
  defaultSort,
  sort,
  onSortChange,
  paging,
  paginationLabel,
  minWidth = 560,
  cardSortControl = true,
}: DataTableProps<T>) {
  const t = useTexts(commonTexts);
  const language = useLanguage();
  const cards = useMediaQuery(CARD_LAYOUT_QUERY, false, { getInitialValueInEffect: false });
  const serverSorts = onSortChange !== undefined;
  const serverPaging = paging && 'total' in paging ? paging : null;
  const [localSorting, setLocalSorting] = useState<SortingState>(defaultSort ? [defaultSort] : []);
  const [localPage, setLocalPage] = useState(0);

  // The actions column's default header is a text: made again when the language changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const defs = useMemo(() => columnDefs(columns, actions, serverSorts), [columns, actions, serverSorts, language]);
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const sorting: SortingState = serverSorts ? (sort ? [sort] : []) : localSorting;
  const pageSize = paging?.pageSize ?? 0;
  const pageCount = paging ? Math.max(1, Math.ceil((serverPaging ? serverPaging.total : data.length) / pageSize)) : 1;
  // Rows removed (or a shorter answer) can leave the page past the end: show the last one.
  const pageIndex = serverPaging ? serverPaging.page - 1 : Math.min(localPage, pageCount - 1);

  const table = useReactTable<T>({
    data,
    columns: defs,
    getRowId: (row, index) => String(rowKey ? rowKey(row) : ((row as { id?: string | number }).id ?? index)),
    getCoreRowModel: getCoreRowModel(),
    ...(serverSorts ? {} : { getSortedRowModel: getSortedRowModel() }),
    ...(paging && !serverPaging ? { getPaginationRowModel: getPaginationRowModel() } : {}),
    manualSorting: serverSorts,
    manualPagination: !paging || serverPaging !== null,
    rowCount: serverPaging?.total,
    enableMultiSort: false,
    enableSortingRemoval: !serverSorts,
    sortDescFirst: false,
    autoResetPageIndex: false,
    state: { sorting, ...(paging ? { pagination: { pageIndex, pageSize } } : {}) },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (serverSorts) {
        if (next[0]) onSortChange(next[0]);
        return;
      }
      setLocalSorting(next);
      setLocalPage(0);
    },
  });

  const goTo = (page: number) => (serverPaging ? serverPaging.onPageChange(page) : setLocalPage(page - 1));
  const pages = pageCount > 1 && (
    <Pagination
      total={pageCount}
      value={pageIndex + 1}
      onChange={goTo}
      size="sm"
      aria-label={paginationLabel ?? t('table.pages')}
      // The arrows named for screen readers (axe's button-name): they show only an icon.
      getControlProps={(control) => ({
        'aria-label':
          control === 'previous'
            ? t('table.previousPage')
            : control === 'next'
              ? t('table.nextPage')
              : control === 'first'
                ? t('table.firstPage')
                : t('table.lastPage'),
      })}
    />
  );

  if (data.length === 0) {
    if (loading) return <LoadingState label={loadingLabel ?? t('loading')} text={loadingText} />;
    if (error)
      return typeof error === 'string' ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : (
        error
      );
    // A page the server found empty while others are not (its last row was just deleted): the
    // page buttons stay, so the coach can go back.
    return (
      <Stack gap="sm">
        <Text c="dimmed">{emptyText}</Text>
        {pages}
      </Stack>
    );
  }

  const rows = table.getRowModel().rows;
  const leafColumns = table.getVisibleLeafColumns();
  const sortableColumns = leafColumns.filter((c) => c.getCanSort());
  const labelOf = (row: Row<T>) => rowLabel?.(row.original);
  const renderCell = (row: Row<T>, columnId: string) =>
    columnId === ACTIONS_ID ? actions?.render(row.original) : byId.get(columnId)?.cell(row.original);

  const body = cards ? (
    <div role="table" aria-label={label}>
      {/* The headers stay for screen readers (each cell is announced with its column); on screen
          every value carries its label instead, hidden from them so it is not read twice. */}
      <VisuallyHidden component="div" role="rowgroup">
        <div role="row">
          {leafColumns.map((column) => (
            <span key={column.id} role="columnheader" aria-sort={ariaSort(column.getIsSorted())}>
              {headerText(column)}
            </span>
          ))}
        </div>
      </VisuallyHidden>
      <Stack role="rowgroup" gap="sm">
        {rows.map((row) => (
          <Paper
            key={row.id}
            role="row"
            aria-label={labelOf(row)}
            withBorder
            p="sm"
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
            }}
          >
            {row.getVisibleCells().map((cell) => {
              const kind = cell.column.id === ACTIONS_ID ? 'actions' : (byId.get(cell.column.id)?.card ?? 'half');
              const content = renderCell(row, cell.column.id);
              return (
                <Box
                  key={cell.id}
                  role="cell"
                  style={{ gridColumn: kind === 'half' ? undefined : '1 / -1', minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {kind === 'title' ? (
                    <Box fw={600}>{content}</Box>
                  ) : kind === 'actions' ? (
                    content
                  ) : (
                    <>
                      <Text size="xs" c="dimmed" aria-hidden>
                        {headerText(cell.column)}
                      </Text>
                      <Box fz="sm">{content}</Box>
                    </>
                  )}
                </Box>
              );
            })}
          </Paper>
        ))}
      </Stack>
    </div>
  ) : (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {leafColumns.map((column) => (
              <HeaderCell key={column.id} column={column} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} aria-label={labelOf(row)}>
              {row.getVisibleCells().map((cell) => {
                const column = byId.get(cell.column.id);
                return (
                  <Table.Td key={cell.id} miw={column?.minWidth} maw={column?.maxWidth}>
                    {renderCell(row, cell.column.id)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  const current = sorting[0];
  return (
    <Stack gap="sm">
      {cards && cardSortControl && sortableColumns.length > 0 && (
        <NativeSelect
          label={t('table.sortBy')}
          value={current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : ''}
          onChange={(event) => {
            const [id, direction] = event.currentTarget.value.split(':');
            table.setSorting(id ? [{ id, desc: direction === 'desc' }] : []);
          }}
          data={[
            ...(serverSorts ? [] : [{ value: '', label: t('table.defaultOrder') }]),
            ...sortableColumns.flatMap((column) => [
              { value: `${column.id}:asc`, label: t('table.ascending', { column: headerText(column) }) },
              { value: `${column.id}:desc`, label: t('table.descending', { column: headerText(column) }) },
            ]),
          ]}
        />
      )}
      {body}
      {pages}
    </Stack>
  );
}
