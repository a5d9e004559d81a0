// The weight entries as a table (also the accessible alternative to the charts).
import { Table, Text } from '@mantine/core';
import { PROGRESS_MESSAGES, monthLabel, sortByDate, type ProgressEntry } from '@rhythmfit/contracts';

export function WeightTable({
  entries,
  caption = 'Weight entries',
  newestFirst = false,
}: {
  entries: ProgressEntry[];
  caption?: string;
  newestFirst?: boolean;
}) {
  if (entries.length === 0) return <Text c="dimmed">{PROGRESS_MESSAGES.noEntries}</Text>;
  const sorted = sortByDate(entries);
  const rows = newestFirst ? sorted.reverse() : sorted;
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped highlightOnHover>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Month</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Weight (kg)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{monthLabel(entry.date)}</Table.Td>
              <Table.Td>{entry.date}</Table.Td>
              <Table.Td>{entry.weight}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
