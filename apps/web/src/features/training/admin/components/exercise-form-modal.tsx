// Add or edit one of the coach's exercises: name, category, muscles, equipment, what it tracks,
// instructions, and a video (an MP4 or WebM upload, or an https link).
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  EQUIPMENT,
  EXERCISE_CATEGORIES,
  EXERCISE_TRACKING,
  MUSCLES,
  type Equipment,
  type ExerciseCategory,
  type ExerciseTracking,
  type Muscle,
} from '@rhythmfit/contracts';
import { useEffect, useState } from 'react';
import { errorMessage, mediaUrl } from '../../../../lib/api-client';
import { useTexts } from '../../../../lib/i18n';
import { notifySuccess } from '../../../../lib/notify';
import { useSaveExercise } from '../api/exercises';
import { trainingAdminTexts } from '../texts';
import type { Exercise, ExerciseInput } from '../types';

type VideoMode = 'none' | 'upload' | 'link';

const empty: ExerciseInput = {
  name: '',
  category: 'strength',
  primaryMuscles: [],
  secondaryMuscles: [],
  equipment: 'barbell',
  tracking: 'weight_reps',
  instructions: '',
  videoLink: null,
};

type Errors = Partial<Record<'name' | 'primaryMuscles' | 'video' | 'videoLink', string>>;

export function ExerciseFormModal({ exercise, onClose }: { exercise: Exercise | 'new' | null; onClose: () => void }) {
  const t = useTexts(trainingAdminTexts);
  const save = useSaveExercise();
  const [values, setValues] = useState<ExerciseInput>(empty);
  const [videoMode, setVideoMode] = useState<VideoMode>('none');
  const [video, setVideo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (exercise === null) return;
    const start =
      exercise === 'new'
        ? empty
        : {
            name: exercise.name,
            category: exercise.category,
            primaryMuscles: exercise.primaryMuscles,
            secondaryMuscles: exercise.secondaryMuscles,
            equipment: exercise.equipment,
            tracking: exercise.tracking,
            instructions: exercise.instructions,
            videoLink: exercise.videoLink,
          };
    setValues(start);
    setVideoMode(exercise === 'new' ? 'none' : exercise.videoUrl ? 'upload' : exercise.videoLink ? 'link' : 'none');
    setVideo(null);
    setErrors({});
    setServerError(null);
  }, [exercise]);

  // The video already uploaded for the exercise being edited: kept unless replaced or removed.
  const currentVideo = exercise !== null && exercise !== 'new' ? exercise.videoUrl : null;

  const set = <K extends keyof ExerciseInput>(key: K, value: ExerciseInput[K]) => setValues((v) => ({ ...v, [key]: value }));

  const check = (): Errors => {
    const found: Errors = {};
    if (!values.name.trim()) found.name = t('exerciseForm.error.name');
    if (values.primaryMuscles.length === 0) found.primaryMuscles = t('exerciseForm.error.primaryMuscles');
    if (videoMode === 'upload' && !video && !currentVideo) found.video = t('exerciseForm.error.video');
    if (videoMode === 'link' && !/^https:\/\/\S+$/.test(values.videoLink ?? '')) found.videoLink = t('exerciseForm.error.videoLink');
    return found;
  };

  const submit = async () => {
    setServerError(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    const input: ExerciseInput = {
      ...values,
      name: values.name.trim(),
      instructions: values.instructions.trim(),
      videoLink: videoMode === 'link' ? (values.videoLink ?? '').trim() : null,
      ...(currentVideo && videoMode !== 'upload' ? { removeVideo: true } : {}),
    };
    try {
      await save.mutateAsync({
        id: exercise === 'new' || exercise === null ? null : exercise.id,
        input,
        video: videoMode === 'upload' ? video : null,
      });
      notifySuccess(t('exerciseForm.saved'));
      onClose();
    } catch (error) {
      setServerError(errorMessage(error, t('exerciseForm.error.saveFailed')));
    }
  };

  return (
    <Modal
      opened={exercise !== null}
      onClose={onClose}
      title={exercise === 'new' ? t('exerciseForm.addTitle') : t('exerciseForm.editTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('exerciseForm.name')}
          required
          maxLength={80}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
        />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('exerciseForm.category')}
            data={EXERCISE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
            value={values.category}
            allowDeselect={false}
            onChange={(value) => set('category', (value ?? 'strength') as ExerciseCategory)}
            miw={150}
          />
          <Select
            label={t('exerciseForm.equipment')}
            data={EQUIPMENT.map((e) => ({ value: e, label: t(`equipment.${e}`) }))}
            value={values.equipment}
            allowDeselect={false}
            onChange={(value) => set('equipment', (value ?? 'other') as Equipment)}
            miw={150}
          />
        </Group>
        <Select
          label={t('exerciseForm.tracking')}
          data={EXERCISE_TRACKING.map((k) => ({ value: k, label: t(`tracking.${k}`) }))}
          value={values.tracking}
          allowDeselect={false}
          onChange={(value) => set('tracking', (value ?? 'weight_reps') as ExerciseTracking)}
        />
        <MultiSelect
          label={t('exerciseForm.primaryMuscles')}
          required
          data={MUSCLES.map((m) => ({ value: m, label: t(`muscle.${m}`) }))}
          value={values.primaryMuscles}
          onChange={(value) => set('primaryMuscles', value as Muscle[])}
          error={errors.primaryMuscles}
          searchable
        />
        <MultiSelect
          label={t('exerciseForm.secondaryMuscles')}
          data={MUSCLES.map((m) => ({ value: m, label: t(`muscle.${m}`) }))}
          value={values.secondaryMuscles}
          onChange={(value) => set('secondaryMuscles', value as Muscle[])}
          searchable
        />
        <Textarea
          label={t('exerciseForm.instructions')}

          rows={3}
          maxLength={2000}
          value={values.instructions}
          onChange={(event) => set('instructions', event.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="exercise-video-label">
            {t('exerciseForm.video')}
          </Text>
          <SegmentedControl
            aria-labelledby="exercise-video-label"
            value={videoMode}
            onChange={(value) => setVideoMode(value as VideoMode)}
            data={[
              { value: 'none', label: t('exerciseForm.videoNone') },
              { value: 'upload', label: t('exerciseForm.videoUpload') },
              { value: 'link', label: t('exerciseForm.videoLink') },
            ]}
          />
        </Stack>
        {videoMode === 'upload' && currentVideo && !video && (
          <Text size="sm">
            {t.rich('exerciseForm.currentVideo', { 0: <Anchor href={mediaUrl(currentVideo)} target="_blank" rel="noreferrer" /> })}
          </Text>
        )}
        {videoMode === 'upload' && (
          <FileInput
            label={t('exerciseForm.videoFile')}
            description={t('exerciseForm.videoFileHint')}
            accept="video/mp4,video/webm"
            value={video}
            onChange={setVideo}
            clearable
            error={errors.video}
          />
        )}
        {videoMode === 'link' && (
          <TextInput
            type="url"
            label={t('exerciseForm.videoLinkField')}
            placeholder={t('exerciseForm.videoLinkPlaceholder')}
            value={values.videoLink ?? ''}
            onChange={(event) => set('videoLink', event.currentTarget.value)}
            error={errors.videoLink}
          />
        )}
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending}>
            {t('exerciseForm.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
