// "Record a payment": money a member paid the coach outside the app (UPI, cash, a bank
// transfer) becomes a paid payment with its membership period and invoice, as an online one.
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { OFFLINE_PAYMENT_METHODS, formatPlanPrice, type OfflinePaymentMethod } from '@rhythmfit/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useAdminPlans, useMemberSearch, useRecordPayment } from '../api/admin-payments';
import { formatDuration } from '../lib/money';

export const METHOD_LABELS: Record<OfflinePaymentMethod, string> = { upi: 'UPI', cash: 'Cash', bank: 'Bank transfer' };

export const RECORD_TEXTS = {
  title: 'Record a payment',
  member: 'Member',
  memberHint: 'Type a name or mobile number',
  plan: 'Plan',
  method: 'Method',
  reference: 'Reference (optional)',
  referenceHint: 'UPI transaction id, receipt or bank reference',
  save: 'Record payment',
  saved: 'Payment recorded.',
  missing: 'Choose the member, the plan and how they paid.',
};

export function RecordPaymentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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
    label: `${plan.name}: ${formatPlanPrice(plan.price)}, ${formatDuration(plan.durationDays)}`,
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
      setProblem(RECORD_TEXTS.missing);
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
      notifySuccess(RECORD_TEXTS.saved);
      close();
    } catch (error) {
      setProblem(errorMessage(error, 'Could not record the payment.'));
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={RECORD_TEXTS.title} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Select
            label={RECORD_TEXTS.member}
            placeholder={RECORD_TEXTS.memberHint}
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
            nothingFoundMessage={members.isFetching ? 'Searching…' : 'No members found'}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={RECORD_TEXTS.plan}
            required
            data={planOptions}
            value={planId}
            onChange={setPlanId}
            nothingFoundMessage="No plans"
            placeholder={plans.isPending ? 'Loading plans…' : 'Choose a plan'}
          />
          <Select
            label={RECORD_TEXTS.method}
            required
            allowDeselect={false}
            data={OFFLINE_PAYMENT_METHODS.map((value) => ({ value, label: METHOD_LABELS[value] }))}
            value={method}
            onChange={setMethod}
          />
          <TextInput
            label={RECORD_TEXTS.reference}
            description={RECORD_TEXTS.referenceHint}
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
              Cancel
            </Button>
            <Button type="submit" loading={record.isPending}>
              {RECORD_TEXTS.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
