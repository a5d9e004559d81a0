// Account deletion requests for the coach: Marked for Deletion / Active / Erased, with Erase now
// (confirmed) and Restore for pending requests.
import { Badge, Button, Group } from '@mantine/core';
import type { DeletionRequest } from '@rhythmfit/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useEraseAccount, useRestoreAccount } from '../api/deletion-requests';
import { AdminDataTable } from './admin-data-table';
import { ConfirmModal } from '../../../components/confirm-modal';

const COLOURS = { 'Marked for Deletion': 'red', Active: 'teal', Erased: 'gray' } as const;

export function DeletionRequestsTable() {
  const erase = useEraseAccount();
  const restore = useRestoreAccount();
  const [erasing, setErasing] = useState<DeletionRequest | null>(null);

  async function confirmErase() {
    if (!erasing) return;
    try {
      await erase.mutateAsync(erasing.id);
      notifySuccess('Account erased');
    } catch (error) {
      notifyError(errorMessage(error, 'Erasing failed'));
    } finally {
      setErasing(null);
    }
  }

  async function doRestore(request: DeletionRequest) {
    try {
      await restore.mutateAsync(request.id);
      notifySuccess('Account restored');
    } catch (error) {
      notifyError(errorMessage(error, 'Restoring failed'));
    }
  }

  return (
    <>
      <AdminDataTable<DeletionRequest>
        title="Account deletion requests"
        path="/api/admin/delete-account-requests"
        filterPlaceholder="Name or mobile"
        columns={[
          { id: 'name', header: 'Name', cell: (r) => r.name, card: 'title' },
          { id: 'mobile', header: 'Mobile', cell: (r) => r.mobile ?? '—' },
          { id: 'reason', header: 'Reason', cell: (r) => r.reason ?? '—', card: 'full' },
          { id: 'requested', header: 'Requested', cell: (r) => new Date(r.requestedAt).toLocaleDateString() },
          {
            id: 'eraseBy',
            header: 'Erase by',
            cell: (r) => (r.erasedAt ? `Erased ${new Date(r.erasedAt).toLocaleDateString()}` : new Date(r.eraseAfter).toLocaleDateString()),
          },
          {
            id: 'status',
            header: 'Status',
            cell: (r) => (
              <Badge color={COLOURS[r.status]} variant="light">
                {r.status}
              </Badge>
            ),
          },
        ]}
        actions={{
          render: (r) =>
            r.status === 'Marked for Deletion' ? (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" color="red" onClick={() => setErasing(r)} aria-label={`Erase ${r.name} now`}>
                  Erase now
                </Button>
                <Button size="xs" variant="default" onClick={() => doRestore(r)} aria-label={`Restore ${r.name}`}>
                  Restore
                </Button>
              </Group>
            ) : null,
        }}
      />
      <ConfirmModal
        opened={erasing !== null}
        question={`Erase ${erasing?.name ?? 'this account'} now? Their profile, progress, circadian data, sessions, bookings and files are removed for good.`}
        confirmLabel="Erase"
        onConfirm={confirmErase}
        onCancel={() => setErasing(null)}
        busy={erase.isPending}
      />
    </>
  );
}
