// One pose's photo in the member's check-in: the phone's camera (`capture`) or a picture from the
// gallery, a preview of the chosen one (or the one already sent), and the upload's progress.
import { Button, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import type { CheckInPose } from '@rhythmfit/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { formatNumber } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { CHECK_IN_PHOTO_ACCEPT } from '../api/upload-photo';
import { checkInTexts } from '../texts';
import { CheckInPhotoImage } from './check-in-photo';

export type PhotoUpload =
  | { state: 'chosen'; file: File }
  | { state: 'uploading'; file: File; progress: number }
  | { state: 'done'; file: File }
  | { state: 'failed'; file: File; message: string };

export function PhotoField({
  pose,
  upload,
  sentPath,
  onChoose,
  onRetry,
  disabled,
}: {
  pose: CheckInPose;
  upload: PhotoUpload | undefined;
  /** The thumbnail of the photo already sent for this pose, if any. */
  sentPath: string | null;
  onChoose: (file: File) => void;
  onRetry?: () => void;
  disabled?: boolean;
}) {
  const t = useTexts(checkInTexts);
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (upload ? URL.createObjectURL(upload.file) : null), [upload?.file]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const inputId = `check-in-photo-${pose}`;
  const hasPhoto = preview !== null || sentPath !== null;

  return (
    <Stack gap={6} component="section" aria-labelledby={`${inputId}-title`}>
      <Text fw={600} id={`${inputId}-title`}>
        {t(`pose.${pose}`)}
      </Text>
      {preview ? (
        <Image src={preview} alt={t(`photo.chosenAlt.${pose}`)} h={180} fit="contain" radius="sm" bg="gray.1" />
      ) : sentPath ? (
        <CheckInPhotoImage path={sentPath} alt={t(`photo.sentAlt.${pose}`)} height={180} />
      ) : null}
      {/* The native input, so the phone offers its camera; the button in front of it is what people tap. */}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={CHECK_IN_PHOTO_ACCEPT}
        capture="environment"
        hidden
        data-testid={inputId}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onChoose(file);
          event.currentTarget.value = '';
        }}
      />
      <Group gap="xs">
        {/* Its label wraps: three poses side by side leave each button a third of the form, and a
            longer language's "Take the front photo" was cut there. */}
        <Button
          variant="light"
          leftSection={<IconCamera size={18} aria-hidden />}
          h="auto"
          mih={36}
          py={6}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 } }}
          onClick={() => input.current?.click()}
          disabled={disabled || upload?.state === 'uploading'}
        >
          {hasPhoto ? t(`photo.retake.${pose}`) : t(`photo.take.${pose}`)}
        </Button>
        {upload?.state === 'failed' && onRetry && (
          <Button variant="subtle" onClick={onRetry}>
            {t('photo.retry')}
          </Button>
        )}
      </Group>
      {upload?.state === 'uploading' && (
        <Progress
          value={Math.round(upload.progress * 100)}
          aria-label={t('photo.uploading', { percent: formatNumber(Math.round(upload.progress * 100)) })}
          animated
        />
      )}
      <Text size="sm" c={upload?.state === 'failed' ? 'red.8' : 'dimmed'} aria-live="polite">
        {upload?.state === 'uploading'
          ? t('photo.uploading', { percent: formatNumber(Math.round(upload.progress * 100)) })
          : upload?.state === 'done'
            ? t('photo.uploaded')
            : upload?.state === 'failed'
              ? upload.message
              : upload?.state === 'chosen'
                ? t('photo.chosen')
                : ''}
      </Text>
    </Stack>
  );
}
