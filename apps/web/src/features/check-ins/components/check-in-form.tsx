// The member's weekly check-in form: the coach's questions, the measurements with their units and a
// photo per pose. Sending stores the answers (POST with an Idempotency-Key, or PUT to correct them
// until the coach has reviewed them), then uploads each chosen photo with its progress. A photo that
// fails can be sent again without sending the answers twice.
import { Alert, Button, Card, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  CHECK_IN_LIMITS,
  CHECK_IN_MEASUREMENT_RANGES,
  type CheckIn,
  type CheckInForm,
  type CheckInMeasurementKey,
  type CheckInPose,
} from '@rhythmfit/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { checkInKeys } from '../api/keys';
import { useSendCheckIn } from '../api/send-check-in';
import { uploadCheckInPhoto } from '../api/upload-photo';
import { draftBody, draftFrom, emptyDraft, validateDraft, type CheckInDraft, type DraftError, type DraftErrors } from '../lib/draft';
import { checkInTexts } from '../texts';
import { PhotoField, type PhotoUpload } from './photo-field';
import { QuestionField } from './question-field';

const RANGE_KEY = { kg: 'error.range.kg', cm: 'error.range.cm', '%': 'error.range.percent' } as const;

export function useDraftErrorText() {
  const t = useTexts(checkInTexts);
  return (error: DraftError | undefined): string | undefined => {
    if (!error) return undefined;
    switch (error.code) {
      case 'required':
        return t('error.required');
      case 'scale':
        return t('error.scale');
      case 'number':
        return t('error.number');
      case 'textTooLong':
      case 'noteTooLong':
        return t('error.tooLong', { max: formatNumber(error.max) });
      case 'range':
        return t(RANGE_KEY[error.unit], { min: formatNumber(error.min), max: formatNumber(error.max) });
    }
  };
}

export function CheckInFormCard({
  form,
  checkIn,
  onSent,
}: {
  form: CheckInForm;
  /** The check-in already sent this week (to correct), or null. */
  checkIn: CheckIn | null;
  onSent?: (checkIn: CheckIn) => void;
}) {
  const t = useTexts(checkInTexts);
  const errorText = useDraftErrorText();
  const [draft, setDraft] = useState<CheckInDraft>(() => (checkIn ? draftFrom(checkIn) : emptyDraft()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [uploads, setUploads] = useState<Partial<Record<CheckInPose, PhotoUpload>>>({});
  const [sentId, setSentId] = useState<number | null>(checkIn?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendCheckIn();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);

  const setAnswer = (id: string, value: string) => {
    setDraft((d) => ({ ...d, answers: { ...d.answers, [id]: value } }));
    setErrors(({ [`answers.${id}`]: _gone, ...rest }) => rest);
  };
  const setMeasurement = (key: CheckInMeasurementKey, value: string) => {
    setDraft((d) => ({ ...d, measurements: { ...d.measurements, [key]: value } }));
    setErrors(({ [`measurements.${key}`]: _gone, ...rest }) => rest);
  };

  const uploadOne = async (id: number, pose: CheckInPose, file: File): Promise<boolean> => {
    const tooLarge = t('photo.tooLarge', { mb: formatNumber(CHECK_IN_LIMITS.photoMaxBytes / (1024 * 1024)) });
    // Refused here rather than after sending megabytes over a phone's connection.
    if (file.size > CHECK_IN_LIMITS.photoMaxBytes) {
      setUploads((u) => ({ ...u, [pose]: { state: 'failed', file, message: tooLarge } }));
      return false;
    }
    setUploads((u) => ({ ...u, [pose]: { state: 'uploading', file, progress: 0 } }));
    try {
      await uploadCheckInPhoto(id, pose, file, (progress) => setUploads((u) => ({ ...u, [pose]: { state: 'uploading', file, progress } })));
      setUploads((u) => ({ ...u, [pose]: { state: 'done', file } }));
      return true;
    } catch (error) {
      const message = error instanceof ApiError && error.status === 413 ? tooLarge : errorMessage(error, t('photo.failed'));
      setUploads((u) => ({ ...u, [pose]: { state: 'failed', file, message } }));
      return false;
    }
  };

  const uploadPending = async (id: number): Promise<boolean> => {
    setUploading(true);
    let ok = true;
    for (const pose of form.photos) {
      const upload = uploads[pose];
      if (upload && upload.state !== 'done') ok = (await uploadOne(id, pose, upload.file)) && ok;
    }
    setUploading(false);
    // The thumbnails the server made now belong to the check-in.
    void queryClient.invalidateQueries({ queryKey: checkInKeys.all });
    return ok;
  };

  const submit = async () => {
    setFailure(null);
    const found = validateDraft(form, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(t('form.fixErrors'));
      const first = Object.keys(found)[0]!;
      document
        .getElementById(first.startsWith('answers.') ? `check-in-question-${first.slice(8)}` : `check-in-${first.replace('.', '-')}`)
        ?.focus();
      return;
    }
    let saved: CheckIn;
    try {
      saved = await send.mutateAsync({ id: sentId, body: draftBody(form, draft) });
    } catch (error) {
      setFailure(errorMessage(error, t('form.sendFailed')));
      return;
    }
    const correcting = sentId !== null;
    setSentId(saved.id);
    const photosOk = await uploadPending(saved.id);
    if (photosOk) {
      notifySuccess(correcting ? t('form.updated') : t('form.sent'));
      onSent?.(saved);
    } else setFailure(t('form.photosFailed'));
  };

  const busy = send.isPending || uploading;
  const sentPhoto = (pose: CheckInPose) => checkIn?.photos.find((p) => p.pose === pose)?.thumbUrl ?? null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg">
        {form.questions.length > 0 && (
          <Card withBorder component="section" aria-labelledby="check-in-questions-title">
            <Title order={2} size="h4" id="check-in-questions-title" mb="sm">
              {t('form.questions')}
            </Title>
            <Stack gap="md">
              {form.questions.map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  value={draft.answers[question.id] ?? ''}
                  onChange={(value) => setAnswer(question.id, value)}
                  error={errorText(errors[`answers.${question.id}`])}
                  disabled={busy}
                />
              ))}
            </Stack>
          </Card>
        )}
        {form.measurements.length > 0 && (
          <Card withBorder component="section" aria-labelledby="check-in-measurements-title">
            <Title order={2} size="h4" id="check-in-measurements-title" mb="sm">
              {t('form.measurements')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              {form.measurements.map((key) => {
                const { min, max } = CHECK_IN_MEASUREMENT_RANGES[key];
                return (
                  <TextInput
                    key={key}
                    id={`check-in-measurements-${key}`}
                    label={t(`measurement.${key}`)}
                    inputMode="decimal"
                    autoComplete="off"
                    value={draft.measurements[key] ?? ''}
                    onChange={(event) => setMeasurement(key, event.currentTarget.value)}
                    error={errorText(errors[`measurements.${key}`])}
                    disabled={busy}
                    aria-description={t('form.measurementRange', { min: formatNumber(min), max: formatNumber(max) })}
                  />
                );
              })}
            </SimpleGrid>
          </Card>
        )}
        {form.photos.length > 0 && (
          <Card withBorder component="section" aria-labelledby="check-in-photos-title">
            <Title order={2} size="h4" id="check-in-photos-title" mb={4}>
              {t('form.photos')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t('form.photosHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {form.photos.map((pose) => (
                <PhotoField
                  key={pose}
                  pose={pose}
                  upload={uploads[pose]}
                  sentPath={sentPhoto(pose)}
                  disabled={busy}
                  onChoose={(file) => setUploads((u) => ({ ...u, [pose]: { state: 'chosen', file } }))}
                  onRetry={
                    sentId !== null
                      ? () => {
                          const upload = uploads[pose];
                          if (upload) void uploadOne(sentId, pose, upload.file);
                        }
                      : undefined
                  }
                />
              ))}
            </SimpleGrid>
          </Card>
        )}
        <Textarea
          id="check-in-note"
          label={t('form.note')}
          rows={2}
          maxLength={CHECK_IN_LIMITS.noteMax}
          value={draft.note}
          onChange={(event) => {
            const note = event.currentTarget.value;
            setDraft((d) => ({ ...d, note }));
          }}
          error={errorText(errors.note)}
          disabled={busy}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
          {sentId === null ? t('form.submit') : t('form.update')}
        </Button>
      </Stack>
    </form>
  );
}
