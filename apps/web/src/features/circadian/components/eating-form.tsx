// "Log something else": anything eaten or drunk outside the three meal marks (a 06:00 tea, a 22:30
// dinner, a midnight snack) with its time (now by default), its kind, an optional note and an
// optional photo. The body is checked with the contract's schema before it is sent; a refusal
// shows the server's message.
import { Alert, Button, FileInput, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  EATING_KINDS,
  EATING_KIND_LABELS,
  EATING_NOTE_MAX_LENGTH,
  EatingEventBodySchema,
  localClockTime,
  type EatingEventBody,
} from '@rhythmfit/contracts';
import { useId, useState, type FormEvent } from 'react';
import { EATING_PHOTO_TYPES } from '../api/upload-eating-photo';

export const EATING_FORM_TEXTS = {
  title: 'Log something else',
  time: 'Time',
  kind: 'What',
  note: 'Note (optional)',
  photo: 'Photo (optional)',
  submit: 'Log it',
  timeRequired: 'Enter the time as HH:MM, e.g. 22:30',
};

/** What the form hands over: a valid body and the photo, if one was chosen. */
export interface EatingFormValues {
  body: EatingEventBody;
  photo: File | null;
}

export function EatingForm({
  onSubmit,
  busy,
  error,
  title = EATING_FORM_TEXTS.title,
  withPhoto = true,
}: {
  onSubmit: (values: EatingFormValues) => Promise<boolean>;
  busy: boolean;
  error: string | null;
  /** The form's heading ("Log something else" for the member). */
  title?: string;
  /** The photo field (the member's own form; a coach logs without one). */
  withPhoto?: boolean;
}) {
  const headingId = useId();
  const [time, setTime] = useState(() => localClockTime(new Date()));
  const [kind, setKind] = useState<string>('snack');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ time?: string; kind?: string; note?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = EatingEventBodySchema.safeParse({ time, kind, note: note.trim() ? note : undefined });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        found[field] ??= field === 'time' ? EATING_FORM_TEXTS.timeRequired : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const stored = await onSubmit({ body: parsed.data, photo });
    if (stored) {
      setNote('');
      setPhoto(null);
      setTime(localClockTime(new Date()));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby={headingId} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <TextInput
            type="time"
            label={EATING_FORM_TEXTS.time}
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            error={errors.time}
            required
          />
          <NativeSelect
            label={EATING_FORM_TEXTS.kind}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value)}
            data={EATING_KINDS.map((value) => ({ value, label: EATING_KIND_LABELS[value] }))}
            error={errors.kind}
          />
          <TextInput
            label={EATING_FORM_TEXTS.note}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={errors.note}
            description={`At most ${EATING_NOTE_MAX_LENGTH} characters`}
          />
          {withPhoto && (
            <FileInput label={EATING_FORM_TEXTS.photo} accept={EATING_PHOTO_TYPES} value={photo} onChange={setPhoto} clearable />
          )}
        </SimpleGrid>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {EATING_FORM_TEXTS.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
