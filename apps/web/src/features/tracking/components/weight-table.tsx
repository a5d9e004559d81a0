// The weight entries as a table (also the accessible alternative to the charts).
import { Table, Text } from '@mantine/core';
import { sortByDate, type ProgressEntry } from '@rhythmfit/contracts';
import { monthLabel } from '../lib/month-label';
import { useTexts } from '../../../lib/i18n';
import { trackingTexts } from '../texts';
import { formatListDate } from '../../../lib/format';

export function WeightTable({
  entries,
  caption,
  newestFirst = false,
}: {
  entries: ProgressEntry[];
  caption?: string;
  newestFirst?: boolean;
}) {
  const t = useTexts(trackingTexts);
  if (entries.length === 0) return <Text c="dimmed">{t('msg.noEntries')}</Text>;
  const sorted = sortByDate(entries);
  const rows = newestFirst ? sorted.reverse() : sorted;
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped highlightOnHover>
        <Table.Caption>{caption ?? t('table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.month')}</Table.Th>
            <Table.Th scope="col">{t('table.date')}</Table.Th>
            <Table.Th scope="col">{t('table.weight')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{monthLabel(entry.date)}</Table.Td>
              <Table.Td>{formatListDate(entry.date)}</Table.Td>
              <Table.Td>{entry.weight}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
