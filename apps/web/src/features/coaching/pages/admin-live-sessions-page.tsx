// Manage Live Sessions: list, create, edit and delete.
import { useState } from 'react';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LiveSession } from '@rhythmfit/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { errorMessage } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteLiveSession } from '../api/delete-live-session';
import { useAllLiveSessions } from '../api/get-live-sessions';
import { useSaveLiveSession } from '../api/save-live-session';
import { formatInstant, toDateTimeLocal } from '../lib/format';
import { LiveSessionBodySchema, liveSessionBody, validateLiveSession, type LiveSessionFormValues } from '../schemas';
import { coachingTexts } from '../texts';

// Every session ever held stays listed: 20 a page keeps the screen short.
const PAGE_SIZE = 20;

// Made when drawn: the headers are in the language on screen.
const columns = (t: typeof coachingTexts): DataTableColumn<LiveSession>[] => [
  { id: 'title', header: t('adminLive.column.title'), cell: (s) => s.title, sortValue: (s) => s.title, card: 'title' },
  { id: 'trainer', header: t('adminLive.column.coach'), cell: (s) => s.trainer, sortValue: (s) => s.trainer },
  { id: 'start', header: t('adminLive.column.start'), cell: (s) => formatInstant(s.startTime), sortValue: (s) => s.startTime },
  { id: 'end', header: t('adminLive.column.end'), cell: (s) => formatInstant(s.endTime), sortValue: (s) => s.endTime },
  {
    id: 'link',
    header: t('adminLive.column.link'),
    cell: (s) =>
      s.zoomLink ? (
        <Anchor href={s.zoomLink} target="_blank" rel="noopener noreferrer">
          {t('adminLive.openLink')}
        </Anchor>
      ) : (
        '—'
      ),
  },
];

const EMPTY: LiveSessionFormValues = { title: '', trainer: '', start: '', end: '', zoomLink: '' };

export default function AdminLiveSessionsPage() {
  const sessions = useAllLiveSessions();
  const save = useSaveLiveSession();
  const remove = useDeleteLiveSession();
  const t = useTexts(coachingTexts);
  // The same rule as POST/PUT /api/live-sessions (LiveSessionBodySchema).
  const form = useForm<LiveSessionFormValues>({ mode: 'controlled', initialValues: EMPTY, validate: validateLiveSession });
  const [editingId, setEditingId] = useState<number | null>(null);
  const [confirmingId, setConfirmingId] = useState<number | null>(null);

  function edit(session: LiveSession) {
    setEditingId(session.id);
    form.setValues({
      title: session.title,
      trainer: session.trainer,
      start: toDateTimeLocal(session.startTime),
      end: toDateTimeLocal(session.endTime),
      zoomLink: session.zoomLink ?? '',
    });
    form.clearErrors();
  }

  function reset() {
    setEditingId(null);
    form.setValues(EMPTY);
    form.clearErrors();
  }

  const submit = form.onSubmit((values) => {
    const body = LiveSessionBodySchema.parse(liveSessionBody(values));
    save.mutate(
      { id: editingId ?? undefined, body: { ...body, zoomLink: body.zoomLink ?? '' } },
      {
        onSuccess: () => {
          notifySuccess(t(editingId ? 'adminLive.updated' : 'adminLive.created'));
          reset();
        },
        onError: (error) => notifyError(errorMessage(error, t('adminLive.saveFailed'))),
      },
    );
  });

  return (
    <Stack gap="lg">
      <Title order={1}>{t('adminLive.title')}</Title>
      <Card withBorder padding="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t(editingId ? 'adminLive.editTitle' : 'adminLive.createTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('adminLive.field.title')} required {...form.getInputProps('title')} />
              <TextInput label={t('adminLive.field.coach')} required {...form.getInputProps('trainer')} />
              <TextInput type="datetime-local" label={t('adminLive.field.start')} required {...form.getInputProps('start')} />
              <TextInput type="datetime-local" label={t('adminLive.field.end')} required {...form.getInputProps('end')} />
              <TextInput
                label={t('adminLive.field.zoomLink')}
                placeholder={t('adminLive.field.zoomLinkPlaceholder')}
                {...form.getInputProps('zoomLink')}
              />
            </SimpleGrid>
            <Group gap="sm">
              <Button type="submit" loading={save.isPending}>
                {t(editingId ? 'adminLive.update' : 'adminLive.create')}
              </Button>
              {editingId && (
                <Button variant="default" onClick={reset}>
                  {t('adminLive.cancelEdit')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Card>

      <DataTable
        data={sessions.data ?? []}
        columns={columns(t)}
        actions={{
          render: (session) => (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                onClick={() => edit(session)}
                aria-label={t('adminLive.aria.edit', { title: session.title })}
              >
                {t('action.edit')}
              </Button>
              {confirmingId === session.id ? (
                <>
                  <Button
                    size="xs"
                    color="red"
                    aria-label={t('adminLive.aria.confirmDelete', { title: session.title })}
                    loading={remove.isPending}
                    onClick={() =>
                      remove.mutate(session.id, {
                        onSuccess: () => notifySuccess(t('adminLive.deleted')),
                        onError: (error) => notifyError(errorMessage(error, t('adminLive.deleteFailed'))),
                        onSettled: () => setConfirmingId(null),
                      })
                    }
                  >
                    {t('adminLive.confirm')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setConfirmingId(null)}>
                    {t('adminLive.keep')}
                  </Button>
                </>
              ) : (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setConfirmingId(session.id)}
                  aria-label={t('adminLive.aria.delete', { title: session.title })}
                >
                  {t('action.delete')}
                </Button>
              )}
            </Group>
          ),
        }}
        loading={sessions.isLoading}
        loadingLabel={t('adminLive.loadingLabel')}
        loadingText={t('adminLive.loadingText')}
        emptyText={t('adminLive.empty')}
        paging={{ pageSize: PAGE_SIZE }}
        paginationLabel={t('adminLive.pages')}
        minWidth={760}
      />
    </Stack>
  );
}
