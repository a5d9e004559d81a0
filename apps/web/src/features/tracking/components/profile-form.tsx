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
    <Card withBorder component="form" onSubmit={submit} noValidate aria-label="Edit profile">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="Email" value={profile.email ?? ''} readOnly description="Email cannot be changed here" />
          <TextInput label="Date of birth" type="date" {...form.getInputProps('dob')} />
          <Select label="Gender" data={genderOptions} {...form.getInputProps('gender')} clearable />
          <NumberInput
            label="Height (cm)"
            {...form.getInputProps('height')}
            min={HEIGHT_RANGE_CM.min}
            max={HEIGHT_RANGE_CM.max}
            decimalScale={1}
          />
          <NumberInput
            label="Weight (kg)"
            {...form.getInputProps('weight')}
            min={WEIGHT_RANGE_KG.min}
            max={WEIGHT_RANGE_KG.max}
            decimalScale={1}
            disabled={!weightEditable}
            description={weightEditable ? undefined : 'Your weight now follows your monthly entries on the Progress page.'}
          />
          <TextInput label="Blood pressure" placeholder="120/80" {...form.getInputProps('bp')} />
          <TextInput label="Last checkup" type="date" {...form.getInputProps('lastCheckup')} />
          <Select label="Goal" data={goalOptions} {...form.getInputProps('goal')} clearable />
          <TextInput label="City" {...form.getInputProps('city')} />
          <TextInput label="State" {...form.getInputProps('state')} />
          <FileInput label="Profile photo" accept="image/*" value={photo} onChange={setPhoto} clearable placeholder="Choose an image" />
        </SimpleGrid>
        <Textarea label="Medication" rows={2} {...form.getInputProps('medication')} />
        <Textarea label="Address" rows={2} {...form.getInputProps('address')} />
        <Text size="sm" c="dimmed" aria-live="polite">
          Age: {preview.age ?? '—'} · BMI: {formatBmi(preview.bmi)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
