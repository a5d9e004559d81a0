// The day's eating events: time, kind, note, a thumbnail of the photo (loaded with the member's
// token: food photos are not public files) and Delete, which asks first.
import { ActionIcon, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { EatingEvent } from '@rhythmfit/contracts';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useEatingPhoto } from '../api/eating-photo';
import { useTexts } from '../../../lib/i18n';
import { circadianTexts } from '../texts';

/** The list's texts in the language on screen (English in the tests). */
export const EATING_LIST_TEXTS = {
  get empty() {
    return circadianTexts('eatingList.empty');
  },
  deleteLabel: (event: EatingEvent) => circadianTexts('eatingList.deleteLabel', { kind: event.kind, time: event.time }),
  question: (event: EatingEvent) => circadianTexts('eatingList.question', { kind: event.kind, time: event.time }),
  get confirm() {
    return circadianTexts('eatingList.confirm');
  },
  get waiting() {
    return circadianTexts('eatingList.waiting');
  },
};

function Thumbnail({ event }: { event: EatingEvent }) {
  const t = useTexts(circadianTexts);
  const photo = useEatingPhoto(event.photoUrl);
  if (!event.photoUrl) return null;
  if (photo.failed)
    return (
      <Text size="xs" c="dimmed">
        {t('eatingList.photoMissing')}
      </Text>
    );
  if (!photo.url) return <div style={{ width: 48, height: 48 }} aria-hidden="true" />;
  return (
    <Image src={photo.url} w={48} h={48} radius="sm" fit="cover" alt={t('eatingList.photoAlt', { kind: event.kind, time: event.time })} />
  );
}

export function EatingList({
  events,
  onDelete,
  deletingId,
}: {
  events: EatingEvent[];
  onDelete: (event: EatingEvent) => Promise<unknown>;
  deletingId: number | null;
}) {
  const t = useTexts(circadianTexts);
  const [asking, setAsking] = useState<EatingEvent | null>(null);
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {EATING_LIST_TEXTS.empty}
      </Text>
    );
  return (
    <>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('eatingList.label')}>
        {events.map((event) => {
          const waiting = event.id < 0;
          return (
            <Paper key={event.id} withBorder p="xs" component="li">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Thumbnail event={event} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600}>{t('eatingList.item', { time: event.time, kind: t(`kind.${event.kind}`) })}</Text>
                    {event.note && (
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {event.note}
                      </Text>
                    )}
                    {waiting && (
                      <Text size="xs" c="dimmed">
                        {EATING_LIST_TEXTS.waiting}
                      </Text>
                    )}
                  </Stack>
                </Group>
                {!waiting && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={EATING_LIST_TEXTS.deleteLabel(event)}
                    loading={deletingId === event.id}
                    onClick={() => setAsking(event)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <ConfirmModal
        opened={asking !== null}
        question={asking ? EATING_LIST_TEXTS.question(asking) : ''}
        confirmLabel={EATING_LIST_TEXTS.confirm}
        busy={asking !== null && deletingId === asking.id}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          void onDelete(asking).finally(() => setAsking(null));
        }}
      />
    </>
  );
}
