// Assign a program to one or several members from a start date. Each member's assignment is its
// own request with its own Idempotency-Key (kept across that request's retries), so a dropped
// connection never puts a program twice on anyone's calendar; the result is listed per member.
import { Alert, Button, Group, List, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { localIsoDate } from '@rhythmfit/contracts';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { useTexts } from '../../../../lib/i18n';
import { useAssignProgram, useMemberSearch } from '../api/programs';
import { trainingAdminTexts } from '../texts';
import type { ProgramSummary } from '../types';

interface Outcome {
  userId: number;
  name: string;
  text: string;
  ok: boolean;
}

export function AssignProgramModal({ program, onClose }: { program: ProgramSummary | null; onClose: () => void }) {
  const t = useTexts(trainingAdminTexts);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const members = useMemberSearch(debounced);
  const assign = useAssignProgram();
  const [chosen, setChosen] = useState<string[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  const [startDate, setStartDate] = useState(localIsoDate());
  const [error, setError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [busy, setBusy] = useState(false);

  // A fresh form when the modal opens for a program: keyed on its id, not on the object, which a
  // refetch of the programs list replaces (that cleared the members the coach had just chosen).
  const programId = program?.id ?? null;
  useEffect(() => {
    if (programId === null) return;
    setChosen([]);
    setOutcomes([]);
    setError(null);
    setStartDate(localIsoDate());
  }, [programId]);

  // The options: the search's members, plus those already chosen (so their chips keep their names).
  const found = members.data ?? [];
  const options = [
    ...found.map((m) => ({ value: String(m.id), label: m.mobile ? `${m.name} · ${m.mobile}` : m.name })),
    ...chosen.filter((id) => !found.some((m) => String(m.id) === id)).map((id) => ({ value: id, label: names[id] ?? id })),
  ];

  const submit = async () => {
    if (!program) return;
    if (chosen.length === 0) return setError(t('assign.error.noMembers'));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return setError(t('assign.error.startDate'));
    setError(null);
    setBusy(true);
    const results: Outcome[] = [];
    for (const id of chosen) {
      const name = names[id] ?? id;
      try {
        const answer = await assign.mutateAsync({ programId: program.id, userId: Number(id), startDate });
        results.push({
          userId: Number(id),
          name,
          ok: true,
          text:
            answer.firstDate && answer.lastDate
              ? t('assign.result', {
                  name,
                  count: answer.scheduled,
                  first: formatDate(answer.firstDate),
                  last: formatDate(answer.lastDate),
                })
              : t('assign.resultNone', { name }),
        });
      } catch (failure) {
        results.push({
          userId: Number(id),
          name,
          ok: false,
          text: t('assign.failed', { name, reason: errorMessage(failure, t('assign.error.generic')) }),
        });
      }
      setOutcomes([...results]);
    }
    setBusy(false);
    setChosen(results.filter((r) => !r.ok).map((r) => String(r.userId)));
  };

  return (
    <Modal
      opened={program !== null}
      onClose={onClose}
      title={program ? t('assign.title', { name: program.name }) : ''}
      size="md"
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      <Stack gap="sm">
        <MultiSelect
          label={t('assign.members')}
          description={t('assign.membersHint')}
          data={options}
          value={chosen}
          onChange={(value) => {
            const labels = { ...names };
            for (const id of value) {
              const m = found.find((x) => String(x.id) === id);
              if (m) labels[id] = m.name;
            }
            setNames(labels);
            setChosen(value);
          }}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={members.isFetching ? t('assign.searching') : t('assign.noMembersFound')}
        />
        <TextInput
          type="date"
          label={t('assign.startDate')}
          description={t('assign.startDateHint')}
          required
          value={startDate}
          onChange={(event) => setStartDate(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {outcomes.length > 0 && (
          <Stack gap={4} role="status" aria-live="polite">
            <Text size="sm" fw={600}>
              {t('assign.results')}
            </Text>
            <List size="sm">
              {outcomes.map((o) => (
                <List.Item key={o.userId} c={o.ok ? undefined : 'red'}>
                  {o.text}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('action.close')}
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={!program}>
            {t('assign.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
