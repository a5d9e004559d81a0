// The profile in edit mode. Email is read-only; weight is editable only while the member has no
// progress entries (the server enforces the same rule). Derived values preview as you type. The
// fields check ProfileUpdateSchema, the rule of PUT /api/users/update.
import { Button, Card, FileInput, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  GENDER_OPTIONS,
  GOAL_OPTIONS,
  HEIGHT_RANGE_CM,
  ProfileUpdateSchema,
  WEIGHT_RANGE_KG,
  deriveHealth,
  formatBmi,
  type ProfileUpdateInput,
  type UserProfile,
} from '@rhythmfit/contracts';
import { useState } from 'react';
import { zodRules } from '../../../lib/form';
import { useTexts } from '../../../lib/i18n';
import { genderLabel, goalLabel } from '../../../lib/profile-labels';
import { trackingTexts } from '../texts';

type FormState = {
  name: string;
  dob: string;
  gender: string | null;
  height: string | number;
  weight: string | number;
  bp: string;
  medication: string;
  lastCheckup: string;
  goal: string | null;
  address: string;
  city: string;
  state: string;
};

function initialState(profile: UserProfile): FormState {
  return {
    name: profile.name,
    dob: profile.dob ?? '',
    gender: profile.gender,
    height: profile.height ?? '',
    weight: profile.weight ?? '',
    bp: profile.bp ?? '',
    medication: profile.medication ?? '',
    lastCheckup: profile.lastCheckup ?? '',
    goal: profile.goal,
    address: profile.address ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
  };
}

const numberOrNull = (value: string | number) => (value === '' ? null : Number(value));

export interface ProfileFormProps {
  profile: UserProfile;
  weightEditable: boolean;
  saving: boolean;
  onSubmit: (user: ProfileUpdateInput, photo: File | null) => void;
  onCancel: () => void;
}

export function ProfileForm({ profile, weightEditable, saving, onSubmit, onCancel }: ProfileFormProps) {
  // Once progress entries exist the weight is not the profile's to change: it is not sent.
  const [schema] = useState(() => (weightEditable ? ProfileUpdateSchema : ProfileUpdateSchema.omit({ weight: true })));
  const form = useForm<FormState>({ mode: 'controlled', initialValues: initialState(profile), validate: zodRules(schema) });
  const t = useTexts(trackingTexts);
  const [photo, setPhoto] = useState<File | null>(null);
  const values = form.getValues();

  const preview = deriveHealth({
    dob: values.dob || null,
    weight: numberOrNull(values.weight),
    height: numberOrNull(values.height),
    bp: values.bp || null,
  });

  const submit = form.onSubmit((current) => onSubmit(schema.parse(current) as ProfileUpdateInput, photo));

  const goalOptions = Array.from(new Set([...GOAL_OPTIONS, ...(profile.goal ? [profile.goal] : [])]));
  const genderOptions = Array.from(new Set([...GENDER_OPTIONS, ...(profile.gender ? [profile.gender] : [])]));

  return (
    <Card withBorder component="form" onSubmit={submit} noValidate aria-label={t('profile.editLabel')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('field.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('field.email')} value={profile.email ?? ''} readOnly description={t('field.emailFixed')} />
          <TextInput label={t('field.dob')} type="date" {...form.getInputProps('dob')} />
          <Select
            label={t('field.gender')}
            data={genderOptions.map((value) => ({ value, label: genderLabel(value) }))}
            {...form.getInputProps('gender')}
            clearable
          />
          <NumberInput
            label={t('field.height')}
            {...form.getInputProps('height')}
            min={HEIGHT_RANGE_CM.min}
            max={HEIGHT_RANGE_CM.max}
            decimalScale={1}
          />
          <NumberInput
            label={t('field.weight')}
            {...form.getInputProps('weight')}
            min={WEIGHT_RANGE_KG.min}
            max={WEIGHT_RANGE_KG.max}
            decimalScale={1}
            disabled={!weightEditable}
            description={weightEditable ? undefined : t('field.weightFollowsEntries')}
          />
          <TextInput label={t('field.bp')} placeholder="120/80" {...form.getInputProps('bp')} />
          <TextInput label={t('field.lastCheckup')} type="date" {...form.getInputProps('lastCheckup')} />
          <Select
            label={t('field.goal')}
            data={goalOptions.map((value) => ({ value, label: goalLabel(value) }))}
            {...form.getInputProps('goal')}
            clearable
          />
          <TextInput label={t('field.city')} {...form.getInputProps('city')} />
          <TextInput label={t('field.state')} {...form.getInputProps('state')} />
          <FileInput
            label={t('field.photo')}
            accept="image/*"
            value={photo}
            onChange={setPhoto}
            clearable
            placeholder={t('field.choosePhoto')}
          />
        </SimpleGrid>
        <Textarea label={t('field.medication')} rows={2} {...form.getInputProps('medication')} />
        <Textarea label={t('field.address')} rows={2} {...form.getInputProps('address')} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('field.preview', {
            age: preview.age === null || preview.age === undefined ? '—' : String(preview.age),
            bmi: formatBmi(preview.bmi),
          })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('action.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
