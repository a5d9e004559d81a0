// The Needs attention section at the top of /admin: members with one or more reasons, most urgent
// first, each reason in plain words with a Dismiss; select members and Nudge them with one message.
import { Anchor, Badge, Button, Checkbox, Group, Loader, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { MESSAGE_MAX_LENGTH, messageLength, type AttentionMember } from '@rhythmfit/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { isQueued } from '../../../lib/offline-queue';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { useDeferredResult } from '../../../lib/use-deferred-result';
import { useAttention, useDismissAttention, useNudge } from '../api/attention';
import { formatNumber } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { attentionTexts, reasonLabel, reasonText } from '../texts';

const t = attentionTexts;

/** The section's texts in the language on screen (English in the tests): attention.json. */
export const ATTENTION_TEXTS = {
  get title() {
    return t('title');
  },
  get empty() {
    return t('empty');
  },
  get failed() {
    return t('failed');
  },
  get retry() {
    return t('retry');
  },
  get dismiss() {
    return t('dismiss');
  },
  /** In English the reason's name reads in lower case inside the sentence ("Dismiss no logs for Asha"). */
  dismissLabel: (reason: string, name: string) => t('dismissLabel', { reason: reason.toLowerCase(), name }),
  get dismissFailed() {
    return t('dismissFailed');
  },
  select: (name: string) => t('select', { name }),
  nudge: (n: number) => (n === 0 ? t('nudge') : t('nudgeSelected', { count: String(n) })),
  nudgeTitle: (n: number) => t('nudgeTitle', { count: n }),
  get nudgeHelp() {
    return t('nudgeHelp');
  },
  get message() {
    return t('message');
  },
  get send() {
    return t('send');
  },
  get cancel() {
    return t('cancel');
  },
  sent: (n: number) => t('sent', { count: n }),
  get queued() {
    return t('queued');
  },
  get sendFailed() {
    return t('sendFailed');
  },
  get details() {
    return t('details');
  },
  get message_link() {
    return t('messageLink');
  },
  showAll: (n: number) => t('showAll', { count: String(n) }),
  // Formatted when shown, not when the module loads (no Intl call on load: see MESSAGE_TEXTS).
  get tooLong() {
    return t('tooLong', { max: formatNumber(MESSAGE_MAX_LENGTH) });
  },
};

/** The most urgent first; the rest behind "Show all". */
const FIRST_SHOWN = 20;

function MemberRow({ member, selected, onToggle }: { member: AttentionMember; selected: boolean; onToggle: () => void }) {
  useTexts(attentionTexts);
  const dismiss = useDismissAttention();
  const { id, name } = member.user;
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Checkbox aria-label={ATTENTION_TEXTS.select(name)} checked={selected} onChange={onToggle} mt={4} />
          <Stack gap={2}>
            <Text fw={600}>{name}</Text>
            <Text size="xs" c="dimmed">
              {member.user.mobile}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          <Anchor component={Link} to={`/admin?user=${id}`} size="sm">
            {ATTENTION_TEXTS.details}
          </Anchor>
          <Anchor component={Link} to={`/admin/messages?user=${id}`} size="sm">
            {ATTENTION_TEXTS.message_link}
          </Anchor>
        </Group>
      </Group>
      <Stack gap={6} mt="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {member.reasons.map((reason) => (
          <Group key={reason.code} component="li" gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
            <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
              <Badge variant="light" color="orange" style={{ flexShrink: 0 }}>
                {reasonLabel(reason.code)}
              </Badge>
              <Text size="sm">{reasonText(reason)}</Text>
            </Group>
            <Button
              variant="subtle"
              size="compact-xs"
              color="gray"
              aria-label={ATTENTION_TEXTS.dismissLabel(reasonLabel(reason.code), name)}
              loading={dismiss.isPending && dismiss.variables?.code === reason.code}
              onClick={() =>
                dismiss.mutate(
                  { userId: id, code: reason.code },
                  { onError: (error) => notifyError(errorMessage(error, ATTENTION_TEXTS.dismissFailed)) },
                )
              }
            >
              {ATTENTION_TEXTS.dismiss}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function NudgeModal({ userIds, opened, onClose, onSent }: { userIds: number[]; opened: boolean; onClose: () => void; onSent: () => void }) {
  useTexts(attentionTexts);
  const [text, setText] = useState('');
  const nudge = useNudge();
  const trimmed = text.trim();
  const tooLong = messageLength(trimmed) > MESSAGE_MAX_LENGTH;
  async function send() {
    try {
      const result = await nudge.mutateAsync({ userIds, body: trimmed });
      if (isQueued(result)) notifyInfo(ATTENTION_TEXTS.queued);
      else notifySuccess(ATTENTION_TEXTS.sent(result.sent));
      setText('');
      onSent();
    } catch (error) {
      notifyError(errorMessage(error, ATTENTION_TEXTS.sendFailed));
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title={ATTENTION_TEXTS.nudgeTitle(userIds.length)}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {ATTENTION_TEXTS.nudgeHelp}
          </Text>
          <Textarea
            label={ATTENTION_TEXTS.message}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            rows={4}
            resize="vertical"
            error={tooLong ? ATTENTION_TEXTS.tooLong : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {ATTENTION_TEXTS.cancel}
            </Button>
            <Button type="submit" loading={nudge.isPending} disabled={!trimmed || tooLong}>
              {ATTENTION_TEXTS.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function NeedsAttention() {
  useTexts(attentionTexts);
  const { data, isPending, isError, refetch } = useDeferredResult(useAttention());
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [nudging, setNudging] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? data : data?.slice(0, FIRST_SHOWN);
  const visible = new Set(data?.map((m) => m.user.id));
  const chosen = [...selected].filter((id) => visible.has(id));
  const toggle = (id: number) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="needs-attention-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} id="needs-attention-title">
            {ATTENTION_TEXTS.title}
          </Title>
          {data && data.length > 0 && (
            <Button size="sm" disabled={chosen.length === 0} onClick={() => setNudging(true)}>
              {ATTENTION_TEXTS.nudge(chosen.length)}
            </Button>
          )}
        </Group>
        {isPending ? (
          <Loader aria-label={t('loading')} size="sm" />
        ) : isError ? (
          <Stack gap="xs" align="flex-start">
            <Text role="alert">{ATTENTION_TEXTS.failed}</Text>
            <Button variant="light" size="compact-sm" onClick={() => void refetch()}>
              {ATTENTION_TEXTS.retry}
            </Button>
          </Stack>
        ) : data.length === 0 ? (
          <Text c="dimmed">{ATTENTION_TEXTS.empty}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown!.map((member) => (
              <MemberRow
                key={member.user.id}
                member={member}
                selected={selected.has(member.user.id)}
                onToggle={() => toggle(member.user.id)}
              />
            ))}
          </Stack>
        )}
        {data && data.length > FIRST_SHOWN && !showAll && (
          <Button variant="subtle" onClick={() => setShowAll(true)} style={{ alignSelf: 'flex-start' }}>
            {ATTENTION_TEXTS.showAll(data.length)}
          </Button>
        )}
      </Stack>
      <NudgeModal
        userIds={chosen}
        opened={nudging}
        onClose={() => setNudging(false)}
        onSent={() => {
          setNudging(false);
          setSelected(new Set());
        }}
      />
    </section>
  );
}
