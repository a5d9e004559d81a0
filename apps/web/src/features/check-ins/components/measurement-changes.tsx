// Measurement changes against the previous check-in, on the coach's review (the shared DataTable).
import { Text } from '@mantine/core';
import type { MeasurementChange } from '@rhythmfit/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useTexts } from '../../../lib/i18n';
import { checkInTexts } from '../texts';
import { MeasurementValue } from './measurement-value';

export function MeasurementChanges({ changes }: { changes: MeasurementChange[] | null }) {
  const t = useTexts(checkInTexts);
  if (changes === null) return <Text c="dimmed">{t('review.noChanges')}</Text>;
  const columns: DataTableColumn<MeasurementChange>[] = [
    { id: 'measurement', header: t('review.col.measurement'), cell: (row) => t(`measurement.${row.measurement}`), card: 'title' },
    {
      id: 'previous',
      header: t('review.col.previous'),
      cell: (row) => <MeasurementValue measurement={row.measurement} value={row.previous} />,
    },
    {
      id: 'current',
      header: t('review.col.current'),
      cell: (row) => <MeasurementValue measurement={row.measurement} value={row.current} />,
    },
    {
      id: 'change',
      header: t('review.col.change'),
      cell: (row) => (
        <Text span fw={600}>
          <MeasurementValue measurement={row.measurement} value={row.change} signed />
        </Text>
      ),
    },
  ];
  return (
    <DataTable
      data={changes}
      columns={columns}
      rowKey={(row) => row.measurement}
      label={t('review.measurements')}
      emptyText={t('review.noChanges')}
      minWidth={360}
    />
  );
}
