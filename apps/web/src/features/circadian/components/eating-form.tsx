// "Log something else": anything eaten or drunk outside the three meal marks (a 06:00 tea, a 22:30
// dinner, a midnight snack) with its time (now by default), its kind, an optional note and an
// optional photo. The body is checked with the contract's schema before it is sent; a refusal
// shows the server's message.
import { Alert, Button, FileInput, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { EATING_KINDS, EATING_NOTE_MAX_LENGTH, EatingEventBodySchema, localClockTime, type EatingEventBody } from '@rhythmfit/contracts';
import { useId, useState, type FormEvent } from 'react';
import { EATING_PHOTO_TYPES } from '../api/upload-eating-photo';
import { useTexts } from '../../../lib/i18n';
import { serverText } from '../../../lib/server-text';
import { circadianEnglish as en, circadianTexts } from '../texts';

/** The form's English texts (the tests look for them); the screen shows circadian.json's eatingForm.*. */
export const EATING_FORM_TEXTS = {
  title: en['eatingForm.title'],
  time: en['eatingForm.time'],
  kind: en['eatingForm.kind'],
  note: en['eatingForm.note'],
  photo: en['eatingForm.photo'],
  submit: en['eatingForm.submit'],
  timeRequired: en['eatingForm.timeRequired'],
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
  title,
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
  const t = useTexts(circadianTexts);
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
        found[field] ??= field === 'time' ? t('eatingForm.timeRequired') : serverText(issue.message);
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
          {title ?? t('eatingForm.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <TextInput
            type="time"
            label={t('eatingForm.time')}
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            error={errors.time}
            required
          />
          <NativeSelect
            label={t('eatingForm.kind')}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value)}
            data={EATING_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
            error={errors.kind}
          />
          <TextInput
            label={t('eatingForm.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={errors.note}
            description={t('eatingForm.noteHint', { max: String(EATING_NOTE_MAX_LENGTH) })}
          />
          {withPhoto && <FileInput label={t('eatingForm.photo')} accept={EATING_PHOTO_TYPES} value={photo} onChange={setPhoto} clearable />}
        </SimpleGrid>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {t('eatingForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
