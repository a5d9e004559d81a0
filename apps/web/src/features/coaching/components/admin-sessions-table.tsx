// Every dashboard coaching session for the coach: status select and zoom-link field (saved when
// the field loses focus and its value changed). Placed on /admin by the content feature.
import { Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CoachingSession, SessionStatus } from '@rhythmfit/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatDate, formatListDate } from '../../../lib/format';
import { zodRules } from '../../../lib/form';
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { coachingTexts } from '../texts';
import { useAllSessions } from '../api/get-all-sessions';
import { useUpdateSessionStatus } from '../api/update-session-status';
import { useUpdateSessionZoomLink } from '../api/update-session-zoom-link';
import { ZoomLinkFormSchema } from '../schemas';

const STATUSES = ['pending', 'upcoming', 'completed'] as const;

// Every booking ever made stays listed, each row with a select and a field: 20 a page.
const PAGE_SIZE = 20;

const who = (session: CoachingSession) => ({ name: session.userName, date: formatListDate(session.date), time: session.time });

function StatusField({ session }: { session: CoachingSession }) {
  const status = useUpdateSessionStatus();
  const t = useTexts(coachingTexts);
  return (
    <Select
      aria-label={t('adminSessions.aria.status', who(session))}
      data={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
      value={session.status}
      allowDeselect={false}
      onChange={(value) =>
        value &&
        status.mutate(
          { id: session.id, status: value as SessionStatus },
          {
            onSuccess: () => notifySuccess(t('adminSessions.statusUpdated')),
            onError: () => notifyError(t('adminSessions.statusUpdateFailed')),
          },
        )
      }
    />
  );
}

function ZoomLinkField({ session }: { session: CoachingSession }) {
  const zoom = useUpdateSessionZoomLink();
  const t = useTexts(coachingTexts);
  // The link is checked as PUT /api/sessions/{id}/zoom-link checks it (https, or blank to clear).
  const form = useForm({ mode: 'controlled', initialValues: { zoomLink: session.zoomLink ?? '' }, validate: zodRules(ZoomLinkFormSchema) });

  function saveLink() {
    const draft = form.getValues().zoomLink.trim();
    if (draft === (session.zoomLink ?? '') || form.validate().hasErrors) return;
    zoom.mutate(
      { id: session.id, zoomLink: draft },
      { onSuccess: () => notifySuccess(t('adminSessions.zoomUpdated')), onError: () => notifyError(t('adminSessions.zoomUpdateFailed')) },
    );
  }

  return (
    <TextInput
      aria-label={t('adminSessions.aria.zoom', who(session))}
      placeholder={t('adminSessions.zoomPlaceholder')}
      {...form.getInputProps('zoomLink')}
      onBlur={saveLink}
    />
  );
}

// Made when drawn: the headers are in the language on screen.
const columns = (t: typeof coachingTexts): DataTableColumn<CoachingSession>[] => [
  { id: 'name', header: t('adminSessions.column.name'), cell: (s) => s.userName, sortValue: (s) => s.userName, card: 'title' },
  { id: 'mobile', header: t('adminSessions.column.mobile'), cell: (s) => s.mobile },
  { id: 'date', header: t('field.date'), cell: (s) => formatDate(s.date), sortValue: (s) => s.date },
  { id: 'time', header: t('field.time'), cell: (s) => s.time, sortValue: (s) => s.time },
  {
    id: 'message',
    header: t('adminSessions.column.message'),
    cell: (s) => (
      <Text size="sm" lineClamp={2}>
        {s.message ?? '—'}
      </Text>
    ),
    card: 'full',
    maxWidth: 220,
  },
  {
    id: 'status',
    header: t('adminSessions.column.status'),
    cell: (s) => <StatusField session={s} />,
    sortValue: (s) => s.status,
    card: 'full',
    minWidth: 150,
  },
  // A saved link that changed (here or elsewhere) starts the field again from it.
  {
    id: 'zoom',
    header: t('adminSessions.column.zoom'),
    cell: (s) => <ZoomLinkField key={s.zoomLink ?? ''} session={s} />,
    card: 'full',
    minWidth: 220,
  },
];

export function AdminSessionsTable() {
  const sessions = useAllSessions();
  const t = useTexts(coachingTexts);
  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-sessions-title">
      <Title order={2} size="h3" id="admin-sessions-title">
        {t('adminSessions.title')}
      </Title>
      <DataTable
        data={sessions.data ?? []}
        columns={columns(t)}
        loading={sessions.isLoading}
        loadingLabel={t('adminSessions.loadingLabel')}
        loadingText={t('loading')}
        emptyText={t('adminSessions.empty')}
        paging={{ pageSize: PAGE_SIZE }}
        paginationLabel={t('adminSessions.pages')}
        minWidth={900}
      />
    </Stack>
  );
}
