// "Record a payment": money a member paid the coach outside the app (UPI, cash, a bank
// transfer) becomes a paid payment with its membership period and invoice, as an online one.
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { OFFLINE_PAYMENT_METHODS, formatPlanPrice, type OfflinePaymentMethod } from '@rhythmfit/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useAdminPlans, useMemberSearch, useRecordPayment } from '../api/admin-payments';
import { formatDuration } from '../lib/money';
import { paymentsTexts } from '../texts';

/** How a member paid outside the app, in the language on screen. */
export function methodLabel(method: OfflinePaymentMethod): string {
  return paymentsTexts(`method.${method}`);
}

export function RecordPaymentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTexts(paymentsTexts);
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState<string | null>(null);
  // The picked member stays an option while the list answers other searches.
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  // Picking a member writes its label into the search box; that is not a new search.
  const [q] = useDebouncedValue(picked && search === picked.label ? '' : search, 250);
  const [planId, setPlanId] = useState<string | null>(null);
  const [method, setMethod] = useState<string | null>('upi');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const members = useMemberSearch(q, opened);
  const plans = useAdminPlans(opened);
  const record = useRecordPayment();

  const found = (members.data ?? [])
    .filter((user) => !user.deleted)
    .map((user) => ({ value: String(user.id), label: `${user.name} (${user.mobile})` }));
  const memberOptions = picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
  const planOptions = (plans.data ?? []).map((plan) => ({
    value: String(plan.id),
    label: t('record.planOption', { plan: plan.name, price: formatPlanPrice(plan.price), duration: formatDuration(plan.durationDays) }),
  }));

  function close() {
    setSearch('');
    setUserId(null);
    setPicked(null);
    setPlanId(null);
    setMethod('upi');
    setReference('');
    setProblem(null);
    record.reset();
    onClose();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!userId || !planId || !method) {
      setProblem(t('record.missing'));
      return;
    }
    setProblem(null);
    try {
      await record.mutateAsync({
        userId: Number(userId),
        planId: Number(planId),
        method: method as OfflinePaymentMethod,
        reference: reference.trim() || undefined,
      });
      notifySuccess(t('record.saved'));
      close();
    } catch (error) {
      setProblem(errorMessage(error, t('record.failed')));
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={t('record.title')} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Select
            label={t('record.member')}
            placeholder={t('record.memberHint')}
            searchable
            required
            data={memberOptions}
            value={userId}
            onChange={(value, option) => {
              setUserId(value);
              setPicked(value && option ? { value, label: option.label } : null);
            }}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            nothingFoundMessage={members.isFetching ? t('record.searching') : t('record.noMembers')}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('record.plan')}
            required
            data={planOptions}
            value={planId}
            onChange={setPlanId}
            nothingFoundMessage={t('record.noPlans')}
            placeholder={plans.isPending ? t('record.loadingPlans') : t('record.choosePlan')}
          />
          <Select
            label={t('record.method')}
            required
            allowDeselect={false}
            data={OFFLINE_PAYMENT_METHODS.map((value) => ({ value, label: methodLabel(value) }))}
            value={method}
            onChange={setMethod}
          />
          <TextInput
            label={t('record.reference')}
            description={t('record.referenceHint')}
            maxLength={100}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {t('record.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
