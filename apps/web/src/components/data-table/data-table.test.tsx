import { Button, MantineProvider, TextInput } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../../app/theme';
import { CARD_LAYOUT_QUERY, DataTable, type DataTableColumn } from './data-table';

// Mantine alone (the table needs no query client or router), kept around every rerender.
const renderTable = (ui: ReactElement) =>
  render(ui, { wrapper: ({ children }: { children: ReactNode }) => <MantineProvider theme={theme}>{children}</MantineProvider> });

interface Trainer {
  id: number;
  name: string;
  years: number | null;
}

const trainers: Trainer[] = [
  { id: 1, name: 'Ravi', years: 4 },
  { id: 2, name: 'asha', years: 12 },
  { id: 3, name: 'Meera', years: null },
  { id: 4, name: 'Kiran 10', years: 2 },
  { id: 5, name: 'Kiran 9', years: 7 },
];

const columns: DataTableColumn<Trainer>[] = [
  { id: 'name', header: 'Name', cell: (t) => t.name, sortValue: (t) => t.name, card: 'title' },
  { id: 'years', header: 'Experience', cell: (t) => (t.years === null ? '—' : `${t.years} years`), sortValue: (t) => t.years },
  { id: 'note', header: 'Note', cell: (t) => `Note of ${t.name}` },
];

/** The first cell of each body row, in order. */
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

/** Makes the card layout's media query match, as on a phone. */
function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === CARD_LAYOUT_QUERY,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('DataTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws a table with its headers and rows, in the given order', () => {
    renderTable(<DataTable data={trainers} columns={columns} label="Trainers" emptyText="No data found" />);
    const table = screen.getByRole('table', { name: 'Trainers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Experience', 'Note']);
    expect(names()).toEqual(['Ravi', 'asha', 'Meera', 'Kiran 10', 'Kiran 9']);
    expect(within(table).getByRole('row', { name: /Ravi/ })).toHaveTextContent('4 years');
  });

  it('sorts by a header: ascending, descending, then as given, with aria-sort; by click and by keyboard', async () => {
    renderTable(<DataTable data={trainers} columns={columns} emptyText="No data found" />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    // A column without a sort value has no button.
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).toBeNull();

    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    // Words regardless of case, numbers inside them as numbers.
    expect(names()).toEqual(['asha', 'Kiran 9', 'Kiran 10', 'Meera', 'Ravi']);

    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Ravi', 'Meera', 'Kiran 10', 'Kiran 9', 'asha']);

    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Ravi', 'asha', 'Meera', 'Kiran 10', 'Kiran 9']);

    // The keyboard: Tab to the Experience header's button, Enter sorts; numbers as numbers, no value last.
    const yearsHeader = screen.getByRole('columnheader', { name: 'Experience' });
    within(yearsHeader).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(yearsHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Kiran 10', 'Ravi', 'Kiran 9', 'asha', 'Meera']);
    await userEvent.keyboard(' ');
    expect(yearsHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['asha', 'Kiran 9', 'Ravi', 'Kiran 10', 'Meera']);
  });

  it('starts in the default order when given one', () => {
    renderTable(<DataTable data={trainers} columns={columns} defaultSort={{ id: 'years', desc: true }} emptyText="No data found" />);
    expect(screen.getByRole('columnheader', { name: 'Experience' })).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('asha');
  });

  it('pages here: a page of rows, the page buttons, and back to the first page when the order changes', async () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Member ${i + 1}`, years: i }));
    renderTable(<DataTable data={many} columns={columns} paging={{ pageSize: 10 }} paginationLabel="Trainer pages" emptyText="-" />);
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('Member 1');
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(names()).toEqual(['Member 21', 'Member 22', 'Member 23']);

    await userEvent.click(screen.getByRole('button', { name: 'Experience' }));
    await userEvent.click(screen.getByRole('button', { name: 'Experience' }));
    // Sorted over every row, not only the page shown; the first page again.
    expect(names()[0]).toBe('Member 23');
    expect(names()).toHaveLength(10);
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no page buttons for one page', () => {
    renderTable(<DataTable data={trainers} columns={columns} paging={{ pageSize: 10 }} emptyText="-" />);
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
    expect(names()).toHaveLength(5);
  });

  it('pages on the server: shows the rows given, page buttons from the total, and asks for the page clicked', async () => {
    const onPageChange = vi.fn();
    renderTable(
      <DataTable
        data={trainers}
        columns={columns}
        paging={{ pageSize: 5, page: 2, total: 23, onPageChange }}
        paginationLabel="Pages"
        emptyText="-"
      />,
    );
    // Not sliced again: the server already sent page 2.
    expect(names()).toHaveLength(5);
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '6' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '5' }));
    expect(onPageChange).toHaveBeenCalledWith(5);
  });

  it('keeps the page buttons when the page asked of the server comes back empty', async () => {
    const onPageChange = vi.fn();
    renderTable(
      <DataTable data={[]} columns={columns} paging={{ pageSize: 5, page: 3, total: 10, onPageChange }} emptyText="No data found" />,
    );
    expect(screen.getByText('No data found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('sorts on the server: the header shows the order asked for and asks for the other one; rows stay as sent', async () => {
    const onSortChange = vi.fn();
    const serverColumns: DataTableColumn<Trainer>[] = [
      { id: 'name', header: 'Name', cell: (t) => t.name },
      { id: 'years', header: 'Experience', cell: (t) => String(t.years), sortable: true },
    ];
    renderTable(
      <DataTable data={trainers} columns={serverColumns} sort={{ id: 'years', desc: true }} onSortChange={onSortChange} emptyText="-" />,
    );
    expect(screen.getByRole('columnheader', { name: 'Experience' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(screen.getByRole('columnheader', { name: 'Name' })).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Experience' }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'years', desc: false });
    expect(names()).toEqual(['Ravi', 'asha', 'Meera', 'Kiran 10', 'Kiran 9']);
  });

  it('shows the empty text, the loading state and the error in place of the table', () => {
    const { rerender } = renderTable(<DataTable data={[]} columns={columns} emptyText="No entries found." />);
    expect(screen.getByText('No entries found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();

    rerender(
      <DataTable
        data={[]}
        columns={columns}
        emptyText="No entries found."
        loading
        loadingLabel="Loading trainers"
        loadingText="Loading..."
      />,
    );
    expect(screen.getByRole('status', { name: 'Loading trainers' })).toHaveTextContent('Loading...');
    expect(screen.queryByText('No entries found.')).toBeNull();

    rerender(<DataTable data={[]} columns={columns} emptyText="No entries found." error="Could not load the trainers." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the trainers.');
    expect(screen.queryByRole('status')).toBeNull();

    // Rows already drawn stay when a refetch fails or runs.
    rerender(<DataTable data={trainers} columns={columns} emptyText="No entries found." error="Could not load the trainers." loading />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws the row actions in the last column and names rows when asked', async () => {
    const edit = vi.fn();
    renderTable(
      <DataTable
        data={trainers}
        columns={columns}
        rowLabel={(t) => `Trainer ${t.id}`}
        actions={{ render: (t) => <Button onClick={() => edit(t.id)}>{`Edit ${t.name}`}</Button> }}
        emptyText="-"
      />,
    );
    expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    const row = screen.getByRole('row', { name: 'Trainer 3' });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit Meera' }));
    expect(edit).toHaveBeenCalledWith(3);
  });

  it('keeps a row and what is typed in it when the page redraws it with new column definitions', async () => {
    const field = (t: Trainer) => <TextInput aria-label={`Note for ${t.name}`} />;
    const make = (): DataTableColumn<Trainer>[] => [
      { id: 'name', header: 'Name', cell: (t) => t.name },
      { id: 'note', header: 'Note', cell: field },
    ];
    const { rerender } = renderTable(<DataTable data={trainers} columns={make()} emptyText="-" />);
    const input = screen.getByRole('textbox', { name: 'Note for Ravi' });
    await userEvent.type(input, 'Knee');
    rerender(<DataTable data={[...trainers]} columns={make()} emptyText="-" />);
    expect(screen.getByRole('textbox', { name: 'Note for Ravi' })).toBe(input);
    expect(input).toHaveValue('Knee');
  });

  describe('under 600 px', () => {
    it('draws each row as a card of label and value pairs, still a table to assistive technology', async () => {
      onPhone();
      const edit = vi.fn();
      const { container } = renderTable(
        <DataTable
          data={trainers}
          columns={columns}
          label="Trainers"
          actions={{ render: (t) => <Button onClick={() => edit(t.id)}>{`Edit ${t.name}`}</Button> }}
          emptyText="-"
        />,
      );
      expect(container.querySelector('table')).toBeNull();
      const table = screen.getByRole('table', { name: 'Trainers' });
      const rows = within(table).getAllByRole('row');
      expect(rows).toHaveLength(6);
      // The headers are there for screen readers, hidden on screen.
      expect(
        within(rows[0]!)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Name', 'Experience', 'Note', 'Actions']);

      const ravi = within(table).getByRole('row', { name: /Ravi/ });
      const cells = within(ravi).getAllByRole('cell');
      expect(cells).toHaveLength(4);
      // The title without a label; each other value under its label, which is not read out again.
      expect(cells[0]).toHaveTextContent(/^Ravi$/);
      expect(cells[1]).toHaveTextContent('Experience4 years');
      expect(within(cells[1]!).getByText('Experience')).toHaveAttribute('aria-hidden', 'true');
      expect(within(ravi).getByRole('cell', { name: '4 years' })).toBe(cells[1]);
      await userEvent.click(within(cells[3]!).getByRole('button', { name: 'Edit Ravi' }));
      expect(edit).toHaveBeenCalledWith(1);
    });

    it('sorts the cards with a Sort by select', () => {
      onPhone();
      renderTable(<DataTable data={trainers} columns={columns} emptyText="-" />);
      const select = screen.getByRole('combobox', { name: 'Sort by' });
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Default order', 'Name (ascending)', 'Name (descending)', 'Experience (ascending)', 'Experience (descending)']);
      fireEvent.change(select, { target: { value: 'years:desc' } });
      expect(names()).toEqual(['asha', 'Kiran 9', 'Ravi', 'Kiran 10', 'Meera']);
      expect(screen.getByRole('columnheader', { name: 'Experience' })).toHaveAttribute('aria-sort', 'descending');
      fireEvent.change(select, { target: { value: '' } });
      expect(names()).toEqual(['Ravi', 'asha', 'Meera', 'Kiran 10', 'Kiran 9']);
    });

    it('leaves the Sort by select out when the page has its own', () => {
      onPhone();
      renderTable(<DataTable data={trainers} columns={columns} cardSortControl={false} emptyText="-" />);
      expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    });
  });
});
