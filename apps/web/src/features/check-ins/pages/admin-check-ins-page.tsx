// /admin/check-ins: the coach's queue (oldest waiting first; reviewed and missed weeks on their own
// tabs) and, for the chosen check-in (?id= in the address, so it can be linked), the review with
// "Review and next". On a phone the review comes first and the queue under it.
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { CheckInQueueItem } from '@rhythmfit/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { useCheckInQueue } from '../api/get-queue';
import { ReviewPanel } from '../components/review-panel';
import { checkInTexts } from '../texts';

type QueueStatus = 'submitted' | 'reviewed' | 'missed';
const PAGE_SIZE = 20;

export default function AdminCheckInsPage() {
  const t = useTexts(checkInTexts);
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('id')) || null;
  const [status, setStatus] = useState<QueueStatus>('submitted');
  const [page, setPage] = useState(1);
  const queue = useCheckInQueue({ status, page, pageSize: PAGE_SIZE });
  const choose = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('id');
        else next.set('id', String(id));
        return next;
      },
      { replace: false },
    );

  const columns: DataTableColumn<CheckInQueueItem>[] = [
    { id: 'member', header: t('admin.col.member'), cell: (row) => row.userName, card: 'title' },
    { id: 'week', header: t('admin.col.week'), cell: (row) => formatDate(row.weekOf) },
    status === 'missed'
      ? { id: 'due', header: t('admin.col.due'), cell: (row) => formatDate(row.dueDate) }
      : { id: 'sent', header: t('admin.col.sent'), cell: (row) => (row.submittedAt ? formatDateTime(row.submittedAt) : '—') },
    ...(status === 'reviewed'
      ? [
          {
            id: 'reviewed',
            header: t('admin.col.reviewed'),
            cell: (row: CheckInQueueItem) => (row.reviewedAt ? formatDateTime(row.reviewedAt) : '—'),
          },
        ]
      : []),
    ...(status === 'missed'
      ? []
      : [{ id: 'photos', header: t('admin.col.photos'), cell: (row: CheckInQueueItem) => formatNumber(row.photoCount) }]),
  ];

  const waiting = queue.data?.waiting;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="xs">
        <Group gap="sm">
          <Title order={1}>{t('admin.title')}</Title>
          {waiting !== undefined && waiting > 0 && (
            <Badge color="orange" size="lg" variant="light">
              {t('admin.waitingCount', { count: waiting })}
            </Badge>
          )}
        </Group>
        <Anchor component={Link} to="/admin/check-in-form">
          {t('admin.formLink')}
        </Anchor>
      </Group>

      {chosen !== null && (
        <Stack gap="xs">
          <Button variant="subtle" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => choose(null)}>
            {t('admin.close')}
          </Button>
          <ReviewPanel key={chosen} id={chosen} onNext={(next) => choose(next)} />
        </Stack>
      )}

      <Stack gap="sm" component="section" aria-labelledby="check-in-queue-title">
        <Title order={2} size="h3" id="check-in-queue-title">
          {t('admin.queue')}
        </Title>
        <SegmentedControl
          aria-label={t('admin.statusFilter')}
          value={status}
          onChange={(value) => {
            setStatus(value as QueueStatus);
            setPage(1);
          }}
          data={[
            { value: 'submitted', label: t('admin.status.submitted') },
            { value: 'reviewed', label: t('admin.status.reviewed') },
            { value: 'missed', label: t('admin.status.missed') },
          ]}
          // Three equal parts within the screen's width (at most 480 px), each label wrapping when a
          // longer language needs it: no part pushed past a phone's edge or cut.
          fullWidth
          maw={480}
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 } }}
        />
        <DataTable
          data={queue.data?.items ?? []}
          columns={columns}
          rowKey={(row) => (row.id === null ? `missed-${row.userId}-${row.weekOf}` : row.id)}
          rowLabel={(row) => t('admin.rowLabel', { name: row.userName, week: formatDate(row.weekOf) })}
          label={t('admin.queue')}
          loading={queue.isPending}
          loadingLabel={t('admin.loading')}
          emptyText={t(`admin.empty.${status}`)}
          error={queue.isError ? errorMessage(queue.error, t('admin.failed')) : undefined}
          paging={{ pageSize: PAGE_SIZE, page, total: queue.data?.total ?? 0, onPageChange: setPage }}
          paginationLabel={t('admin.pages')}
          actions={{
            header: t('admin.col.actions'),
            render: (row) =>
              row.id === null ? (
                <Text size="sm" c="dimmed">
                  {t('admin.missedNote')}
                </Text>
              ) : (
                <Button
                  size="xs"
                  variant={row.id === chosen ? 'filled' : 'light'}
                  onClick={() => {
                    choose(row.id);
                    window.scrollTo({ top: 0 });
                  }}
                  aria-label={t('admin.openLabel', { name: row.userName, week: formatDate(row.weekOf) })}
                >
                  {status === 'submitted' ? t('admin.review') : t('admin.open')}
                </Button>
              ),
          }}
        />
      </Stack>
    </Stack>
  );
}
