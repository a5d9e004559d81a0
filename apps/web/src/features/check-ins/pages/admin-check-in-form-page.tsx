// /admin/check-in-form: the coach's check-in form: the questions (add, remove, reorder, their kind
// and whether they are required), the measurements and photos asked for, and the day. Saving never
// changes a check-in already sent (each keeps its questions' labels).
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  CHECK_IN_LIMITS,
  CHECK_IN_MEASUREMENTS,
  CHECK_IN_POSES,
  CHECK_IN_QUESTION_KINDS,
  type CheckInForm,
  type CheckInQuestionKind,
} from '@rhythmfit/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useCheckInForm, useSaveCheckInForm } from '../api/check-in-form';
import { DaySelect } from '../components/day-select';
import { editedFrom, formBody, labelErrors, moveQuestion, newQuestion, type EditedForm, type EditedQuestion } from '../lib/form-editor';
import { checkInTexts } from '../texts';

function FormEditor({ saved }: { saved: CheckInForm }) {
  const t = useTexts(checkInTexts);
  const [form, setForm] = useState<EditedForm>(() => editedFrom(saved));
  const [showErrors, setShowErrors] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveCheckInForm();
  const errors = labelErrors(form);

  const update = (key: string, change: Partial<EditedQuestion>) =>
    setForm((f) => ({ ...f, questions: f.questions.map((q) => (q.key === key ? { ...q, ...change } : q)) }));
  const submit = async () => {
    setFailure(null);
    if (Object.keys(errors).length > 0) {
      setShowErrors(true);
      setFailure(t('editor.fixErrors'));
      return;
    }
    try {
      const result = await save.mutateAsync(formBody(form, { measurements: CHECK_IN_MEASUREMENTS, photos: CHECK_IN_POSES }));
      setForm(editedFrom(result));
      setShowErrors(false);
      notifySuccess(t('editor.saved'));
    } catch (error) {
      setFailure(errorMessage(error, t('editor.saveFailed')));
    }
  };

  const labelError = (key: string) => {
    if (!showErrors || !errors[key]) return undefined;
    return errors[key] === 'empty' ? t('editor.labelRequired') : t('error.tooLong', { max: formatNumber(CHECK_IN_LIMITS.labelMax) });
  };
  const full = form.questions.length >= CHECK_IN_LIMITS.questionsMax;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg">
        {!saved.saved && (
          <Alert variant="light" color="blue" role="note">
            {t('editor.default')}
          </Alert>
        )}
        <Card withBorder component="section" aria-labelledby="editor-day-title">
          <Title order={2} size="h4" id="editor-day-title" mb="xs">
            {t('editor.dayTitle')}
          </Title>
          <DaySelect
            id="editor-day"
            label={t('editor.day')}
            value={form.dayOfWeek}
            onChange={(dayOfWeek) => setForm((f) => ({ ...f, dayOfWeek }))}
          />
          <Text size="sm" c="dimmed" mt={4}>
            {t('editor.dayHelp')}
          </Text>
        </Card>

        <Card withBorder component="section" aria-labelledby="editor-questions-title">
          <Title order={2} size="h4" id="editor-questions-title" mb="sm">
            {t('editor.questions')}
          </Title>
          <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {form.questions.map((q, index) => {
              const number = formatNumber(index + 1);
              return (
                <li key={q.key}>
                  <Card withBorder padding="sm" bg="var(--mantine-color-default-hover)">
                    <Stack gap="xs">
                      <TextInput
                        label={t('editor.questionLabel', { number })}
                        value={q.label}
                        maxLength={CHECK_IN_LIMITS.labelMax + 20}
                        onChange={(event) => update(q.key, { label: event.currentTarget.value })}
                        error={labelError(q.key)}
                        withAsterisk
                      />
                      <Group gap="sm" align="flex-end" wrap="wrap">
                        <NativeSelect
                          label={t('editor.kind')}
                          data={CHECK_IN_QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
                          value={q.kind}
                          onChange={(event) => update(q.key, { kind: event.currentTarget.value as CheckInQuestionKind })}
                          w={180}
                        />
                        <Switch
                          label={t('editor.required')}
                          checked={q.required}
                          onChange={(event) => update(q.key, { required: event.currentTarget.checked })}
                          mb={8}
                        />
                        <Group gap={4} ml="auto">
                          <ActionIcon
                            variant="default"
                            size="lg"
                            onClick={() => setForm((f) => ({ ...f, questions: moveQuestion(f.questions, index, -1) }))}
                            disabled={index === 0}
                            aria-label={t('editor.moveUp', { number })}
                          >
                            <IconArrowUp size={18} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="default"
                            size="lg"
                            onClick={() => setForm((f) => ({ ...f, questions: moveQuestion(f.questions, index, 1) }))}
                            disabled={index === form.questions.length - 1}
                            aria-label={t('editor.moveDown', { number })}
                          >
                            <IconArrowDown size={18} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="light"
                            color="red"
                            size="lg"
                            onClick={() => setForm((f) => ({ ...f, questions: f.questions.filter((other) => other.key !== q.key) }))}
                            aria-label={t('editor.remove', { number })}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Group>
                    </Stack>
                  </Card>
                </li>
              );
            })}
          </Stack>
          {form.questions.length === 0 && <Text c="dimmed">{t('editor.noQuestions')}</Text>}
          <Group mt="sm" gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setForm((f) => ({ ...f, questions: [...f.questions, newQuestion()] }))}
              disabled={full}
            >
              {t('editor.add')}
            </Button>
            {full && (
              <Text size="sm" c="dimmed">
                {t('editor.max', { max: formatNumber(CHECK_IN_LIMITS.questionsMax) })}
              </Text>
            )}
          </Group>
        </Card>

        <Card withBorder component="section">
          <Checkbox.Group
            label={t('editor.measurements')}
            value={form.measurements}
            onChange={(values) => setForm((f) => ({ ...f, measurements: values as EditedForm['measurements'] }))}
          >
            <Group gap="md" mt="xs">
              {CHECK_IN_MEASUREMENTS.map((key) => (
                <Checkbox key={key} value={key} label={t(`measurement.${key}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        </Card>

        <Card withBorder component="section">
          <Checkbox.Group
            label={t('editor.photos')}
            value={form.photos}
            onChange={(values) => setForm((f) => ({ ...f, photos: values as EditedForm['photos'] }))}
          >
            <Group gap="md" mt="xs">
              {CHECK_IN_POSES.map((pose) => (
                <Checkbox key={pose} value={pose} label={t(`pose.${pose}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        </Card>

        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function AdminCheckInFormPage() {
  const t = useTexts(checkInTexts);
  const form = useCheckInForm();
  return (
    <Stack gap="lg" maw={820}>
      <Anchor component={Link} to="/admin/check-ins" size="sm">
        {t('editor.back')}
      </Anchor>
      <Title order={1}>{t('editor.title')}</Title>
      {form.isPending ? (
        <Loader aria-label={t('editor.loading')} />
      ) : form.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(form.error, t('editor.loadFailed'))}
        </Alert>
      ) : (
        <FormEditor key={form.data.updatedAt ?? 'default'} saved={form.data} />
      )}
    </Stack>
  );
}
