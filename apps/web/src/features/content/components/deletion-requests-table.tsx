// Account deletion requests for the coach: Marked for Deletion / Active / Erased, with Erase now
// (confirmed) and Restore for pending requests.
import { Badge, Button, Group } from '@mantine/core';
import type { DeletionRequest } from '@rhythmfit/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useEraseAccount, useRestoreAccount } from '../api/deletion-requests';
import { contentTexts } from '../texts';
import { AdminDataTable } from './admin-data-table';
import { ConfirmModal } from '../../../components/confirm-modal';

const COLOURS = { 'Marked for Deletion': 'red', Active: 'teal', Erased: 'gray' } as const;
const STATUS_KEYS = { 'Marked for Deletion': 'marked', Active: 'active', Erased: 'erased' } as const;

export function DeletionRequestsTable() {
  const t = useTexts(contentTexts);
  const erase = useEraseAccount();
  const restore = useRestoreAccount();
  const [erasing, setErasing] = useState<DeletionRequest | null>(null);

  async function confirmErase() {
    if (!erasing) return;
    try {
      await erase.mutateAsync(erasing.id);
      notifySuccess(contentTexts('deletions.erased'));
    } catch (error) {
      notifyError(errorMessage(error, contentTexts('deletions.eraseFailed')));
    } finally {
      setErasing(null);
    }
  }

  async function doRestore(request: DeletionRequest) {
    try {
      await restore.mutateAsync(request.id);
      notifySuccess(contentTexts('deletions.restored'));
    } catch (error) {
      notifyError(errorMessage(error, contentTexts('deletions.restoreFailed')));
    }
  }

  return (
    <>
      <AdminDataTable<DeletionRequest>
        title={t('deletions.title')}
        path="/api/admin/delete-account-requests"
        filterPlaceholder={t('deletions.filter')}
        columns={[
          { id: 'name', header: t('deletions.name'), cell: (r) => r.name, card: 'title' },
          { id: 'mobile', header: t('deletions.mobile'), cell: (r) => r.mobile ?? '—' },
          { id: 'reason', header: t('deletions.reason'), cell: (r) => r.reason ?? '—', card: 'full' },
          { id: 'requested', header: t('deletions.requested'), cell: (r) => formatDate(r.requestedAt) },
          {
            id: 'eraseBy',
            header: t('deletions.eraseBy'),
            cell: (r) => (r.erasedAt ? t('deletions.erasedOn', { date: formatDate(r.erasedAt) }) : formatDate(r.eraseAfter)),
          },
          {
            id: 'status',
            header: t('deletions.statusHeader'),
            cell: (r) => (
              <Badge color={COLOURS[r.status]} variant="light">
                {t(`deletions.status.${STATUS_KEYS[r.status]}`)}
              </Badge>
            ),
          },
        ]}
        actions={{
          render: (r) =>
            r.status === 'Marked for Deletion' ? (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" color="red" onClick={() => setErasing(r)} aria-label={t('deletions.eraseNowAria', { name: r.name })}>
                  {t('deletions.eraseNow')}
                </Button>
                <Button size="xs" variant="default" onClick={() => doRestore(r)} aria-label={t('deletions.restoreAria', { name: r.name })}>
                  {t('deletions.restore')}
                </Button>
              </Group>
            ) : null,
        }}
      />
      <ConfirmModal
        opened={erasing !== null}
        question={erasing ? t('deletions.confirm', { name: erasing.name }) : t('deletions.confirmNoName')}
        confirmLabel={t('deletions.erase')}
        onConfirm={confirmErase}
        onCancel={() => setErasing(null)}
        busy={erase.isPending}
      />
    </>
  );
}
