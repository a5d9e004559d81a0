// The profile in view mode: photo, details, and the derived age, BMI and medical conditions.
import { Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatBmi, type UserProfile } from '@rhythmfit/contracts';
import { mediaUrl } from '../../../lib/api-client';

function Field({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </div>
  );
}

export function ProfileView({ profile, onEdit }: { profile: UserProfile; onEdit: () => void }) {
  return (
    <Card withBorder>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Group wrap="nowrap">
            <Avatar src={mediaUrl(profile.profilePicture)} alt={`Profile photo of ${profile.name}`} size={88} radius="50%">
              {profile.name.charAt(0).toUpperCase()}
            </Avatar>
            <div>
              <Title order={2}>{profile.name}</Title>
              <Text c="dimmed">{profile.email ?? 'No e-mail on file'}</Text>
              <Text c="dimmed" size="sm">
                {profile.mobile}
              </Text>
            </div>
          </Group>
          <Button onClick={onEdit}>Edit Profile</Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <Field label="Age" value={profile.age} />
          <Field label="Date of birth" value={profile.dob} />
          <Field label="Gender" value={profile.gender} />
          <Field label="Height (cm)" value={profile.height} />
          <Field label="Weight (kg)" value={profile.weight} />
          <Field label="BMI" value={profile.bmi === null ? null : formatBmi(profile.bmi)} />
          <Field label="Blood pressure" value={profile.bp} />
          <Field label="Medication" value={profile.medication} />
          <Field label="Last checkup" value={profile.lastCheckup} />
          <Field label="Goal" value={profile.goal} />
          <Field label="Address" value={profile.address} />
          <Field label="City" value={profile.city} />
          <Field label="State" value={profile.state} />
        </SimpleGrid>
        <div>
          <Text size="sm" c="dimmed">
            Medical conditions
          </Text>
          {profile.medicalConditions.length === 0 ? (
            <Text>None</Text>
          ) : (
            <Group gap="xs" mt={4}>
              {profile.medicalConditions.map((condition) => (
                <Badge key={condition} color="orange" variant="light">
                  {condition}
                </Badge>
              ))}
            </Group>
          )}
        </div>
      </Stack>
    </Card>
  );
}
