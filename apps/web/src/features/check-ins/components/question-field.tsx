// One question of the member's check-in, by its kind: a scale is ten chips (1-10) and yes/no two,
// each set a radio group named by the question; a number or a text is an input of its own.
import { Chip, Group, Input, Textarea, TextInput } from '@mantine/core';
import { CHECK_IN_LIMITS, type CheckInQuestion } from '@rhythmfit/contracts';
import { useTexts } from '../../../lib/i18n';
import { questionLabel } from '../lib/question-label';
import { checkInTexts } from '../texts';

const SCALE = Array.from({ length: CHECK_IN_LIMITS.scaleMax - CHECK_IN_LIMITS.scaleMin + 1 }, (_, i) =>
  String(CHECK_IN_LIMITS.scaleMin + i),
);

function ChoiceGroup({
  id,
  label,
  description,
  required,
  error,
  options,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  description?: string;
  required: boolean;
  error?: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Input.Wrapper id={id} label={label} description={description} labelElement="div" withAsterisk={required} error={error}>
      <Group
        gap={6}
        mt={4}
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option) => (
          <Chip
            key={option.value}
            type="radio"
            name={id}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            disabled={disabled}
            size="md"
          >
            {option.label}
          </Chip>
        ))}
      </Group>
    </Input.Wrapper>
  );
}

export function QuestionField({
  question,
  value,
  onChange,
  error,
  disabled,
}: {
  question: CheckInQuestion;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useTexts(checkInTexts);
  const id = `check-in-question-${question.id}`;
  switch (question.kind) {
    case 'scale':
      return (
        <ChoiceGroup
          id={id}
          label={questionLabel(question.id, question.label)}
          description={t('form.scaleHint')}
          required={question.required}
          error={error}
          options={SCALE.map((n) => ({ value: n, label: n }))}
          value={value}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case 'yes_no':
      return (
        <ChoiceGroup
          id={id}
          label={questionLabel(question.id, question.label)}
          required={question.required}
          error={error}
          options={[
            { value: 'yes', label: t('form.yes') },
            { value: 'no', label: t('form.no') },
          ]}
          value={value}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case 'number':
      return (
        <TextInput
          id={id}
          label={questionLabel(question.id, question.label)}
          withAsterisk={question.required}
          aria-required={question.required || undefined}
          inputMode="decimal"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          disabled={disabled}
          maw={240}
        />
      );
    case 'text':
      return (
        <Textarea
          id={id}
          label={questionLabel(question.id, question.label)}
          withAsterisk={question.required}
          aria-required={question.required || undefined}
          rows={2}
          maxLength={CHECK_IN_LIMITS.textAnswerMax}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          disabled={disabled}
        />
      );
  }
}
