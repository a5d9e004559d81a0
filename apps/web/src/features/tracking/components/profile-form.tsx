// The profile in edit mode. Email is read-only; weight is editable only while the member has no
// progress entries (the server enforces the same rule). Derived values preview as you type.
import { Button, Card, FileInput, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { GENDER_OPTIONS, GOAL_OPTIONS, deriveHealth, formatBmi, type ProfileUpdateInput, type UserProfile } from '@rhythmfit/contracts';
import { useState, type FormEvent } from 'react';

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
  const [form, setForm] = useState<FormState>(() => initialState(profile));
  const [photo, setPhoto] = useState<File | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const set = <K extends keyof FormState>(key: K) => (value: FormState[K]) => setForm((current) => ({ ...current, [key]: value }));
  const text = (key: keyof FormState) => ({
    value: form[key] as string,
    onChange: (event: { currentTarget: { value: string } }) => set(key)(event.currentTarget.value as never),
  });

  const preview = deriveHealth({
    dob: form.dob || null,
    weight: numberOrNull(form.weight),
    height: numberOrNull(form.height),
    bp: form.bp || null,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.name.trim()) {
      setNameError('Name is required');
      return;
    }
    setNameError(null);
    const user: ProfileUpdateInput = {
      name: form.name.trim(),
      dob: form.dob || null,
      gender: form.gender ?? null,
      height: numberOrNull(form.height),
      bp: form.bp || null,
      medication: form.medication || null,
      lastCheckup: form.lastCheckup || null,
      goal: form.goal ?? null,
      address: form.address || null,
      city: form.city || null,
      state: form.state || null,
    };
    if (weightEditable) user.weight = numberOrNull(form.weight);
    onSubmit(user, photo);
  }

  const goalOptions = Array.from(new Set([...GOAL_OPTIONS, ...(profile.goal ? [profile.goal] : [])]));
  const genderOptions = Array.from(new Set([...GENDER_OPTIONS, ...(profile.gender ? [profile.gender] : [])]));

  return (
    <Card withBorder component="form" onSubmit={submit} noValidate aria-label="Edit profile">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required error={nameError} {...text('name')} />
          <TextInput label="Email" value={profile.email ?? ''} readOnly description="Email cannot be changed here" />
          <TextInput label="Date of birth" type="date" {...text('dob')} />
          <Select label="Gender" data={genderOptions} value={form.gender} onChange={set('gender')} clearable />
          <NumberInput label="Height (cm)" value={form.height} onChange={set('height')} min={50} max={272} decimalScale={1} />
          <NumberInput
            label="Weight (kg)"
            value={form.weight}
            onChange={set('weight')}
            min={20}
            max={400}
            decimalScale={1}
            disabled={!weightEditable}
            description={weightEditable ? undefined : 'Your weight now follows your monthly entries on the Progress page.'}
          />
          <TextInput label="Blood pressure" placeholder="120/80" {...text('bp')} />
          <TextInput label="Last checkup" type="date" {...text('lastCheckup')} />
          <Select label="Goal" data={goalOptions} value={form.goal} onChange={set('goal')} clearable />
          <TextInput label="City" {...text('city')} />
          <TextInput label="State" {...text('state')} />
          <FileInput label="Profile photo" accept="image/*" value={photo} onChange={setPhoto} clearable placeholder="Choose an image" />
        </SimpleGrid>
        <Textarea label="Medication" rows={2} {...text('medication')} />
        <Textarea label="Address" rows={2} {...text('address')} />
        <Text size="sm" c="dimmed" aria-live="polite">
          Age: {preview.age ?? '—'} · BMI: {formatBmi(preview.bmi)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>Cancel</Button>
          <Button type="submit" loading={saving}>Save</Button>
        </Group>
      </Stack>
    </Card>
  );
}
