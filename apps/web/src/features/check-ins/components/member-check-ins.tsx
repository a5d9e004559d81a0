// A member's check-ins in the coach's member details (the Check-ins tab): their own check-in day,
// and every check-in with its status, each opening the review on /admin/check-ins.
import { Button, Group, Stack, Text } from '@mantine/core';
import type { CheckIn } from '@rhythmfit/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCheckInDay, useSetCheckInDay } from '../api/check-in-day';
import { useMemberCheckIns } from '../api/get-member-check-ins';
import { checkInTexts } from '../texts';
import { DaySelect } from './day-select';

export function MemberCheckIns({ userId }: { userId: number }) {
  const t = useTexts(checkInTexts);
  const checkIns = useMemberCheckIns(userId);
  const setDay = useSetCheckInDay();
  const currentDay = useCheckInDay(userId);
  // The coach's choice once made; until then the day that applies now.
  const [chosen, setDayValue] = useState<number | null>(null);
  const day = chosen ?? currentDay.data?.dayOfWeek ?? null;

  const columns: DataTableColumn<CheckIn>[] = [
    { id: 'week', header: t('admin.col.week'), cell: (row) => formatDate(row.weekOf), card: 'title' },
    { id: 'status', header: t('member.col.status'), cell: (row) => t(`admin.status.${row.status}`) },
    { id: 'sent', header: t('admin.col.sent'), cell: (row) => formatDateTime(row.submittedAt) },
    { id: 'photos', header: t('admin.col.photos'), cell: (row) => formatNumber(row.photos.length) },
  ];

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <DaySelect
          id={`member-check-in-day-${userId}`}
          label={t('member.day')}
          value={day}
          placeholder={t('member.chooseDay')}
          onChange={setDayValue}
          disabled={setDay.isPending}
        />
        <Button
          variant="light"
          disabled={chosen === null || chosen === currentDay.data?.dayOfWeek}
          loading={setDay.isPending}
          onClick={() => {
            if (day === null) return;
            setDay.mutate(
              { userId, dayOfWeek: day },
              {
                onSuccess: () => notifySuccess(t('member.daySaved')),
                onError: (error) => notifyError(errorMessage(error, t('member.dayFailed'))),
              },
            );
          }}
        >
          {t('member.saveDay')}
        </Button>
      </Group>
      <DataTable
        data={checkIns.data ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        label={t('member.title')}
        loading={checkIns.isPending}
        loadingLabel={t('admin.loading')}
        emptyText={t('member.none')}
        error={checkIns.isError ? errorMessage(checkIns.error, t('admin.failed')) : undefined}
        paging={{ pageSize: 10 }}
        paginationLabel={t('admin.pages')}
        actions={{
          header: t('admin.col.actions'),
          render: (row) => (
            <Button component={Link} to={`/admin/check-ins?id=${row.id}`} size="xs" variant="light">
              {t('admin.open')}
            </Button>
          ),
        }}
      />
      <Text size="xs" c="dimmed">
        {t('member.dayHelp')}
      </Text>
    </Stack>
  );
}
