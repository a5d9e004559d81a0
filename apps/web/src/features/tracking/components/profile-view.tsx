// The profile in view mode: photo, details, and the derived age, BMI and medical conditions.
import { Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatBmi, type UserProfile } from '@rhythmfit/contracts';
import { mediaUrl } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n';
import { conditionLabel, genderLabel, goalLabel } from '../../../lib/profile-labels';
import { trackingTexts } from '../texts';

/** A detail; `typed` when its value is what the member wrote (data: never translated, `translate="no"`). */
function Field({ label, value, typed }: { label: string; value: string | number | null | undefined; typed?: boolean }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text translate={typed ? 'no' : undefined}>{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </div>
  );
}

export function ProfileView({ profile, onEdit }: { profile: UserProfile; onEdit: () => void }) {
  const t = useTexts(trackingTexts);
  return (
    <Card withBorder>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Group wrap="nowrap">
            <Avatar src={mediaUrl(profile.profilePicture)} alt={t('profile.photoOf', { name: profile.name })} size={88} radius="50%">
              {profile.name.charAt(0).toUpperCase()}
            </Avatar>
            <div>
              <Title order={2} translate="no">
                {profile.name}
              </Title>
              {profile.email ? (
                <Text c="dimmed" translate="no">
                  {profile.email}
                </Text>
              ) : (
                <Text c="dimmed">{t('profile.noEmail')}</Text>
              )}
              <Text c="dimmed" size="sm">
                {profile.mobile}
              </Text>
            </div>
          </Group>
          <Button onClick={onEdit}>{t('profile.edit')}</Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <Field label={t('field.age')} value={profile.age} />
          <Field label={t('field.dob')} value={profile.dob} />
          <Field label={t('field.gender')} value={profile.gender ? genderLabel(profile.gender) : profile.gender} />
          <Field label={t('field.height')} value={profile.height} />
          <Field label={t('field.weight')} value={profile.weight} />
          <Field label={t('field.bmi')} value={profile.bmi === null ? null : formatBmi(profile.bmi)} />
          <Field label={t('field.bp')} value={profile.bp} typed />
          <Field label={t('field.medication')} value={profile.medication} typed />
          <Field label={t('field.lastCheckup')} value={profile.lastCheckup} />
          <Field label={t('field.goal')} value={profile.goal ? goalLabel(profile.goal) : profile.goal} />
          <Field label={t('field.address')} value={profile.address} typed />
          <Field label={t('field.city')} value={profile.city} typed />
          <Field label={t('field.state')} value={profile.state} typed />
        </SimpleGrid>
        <div>
          <Text size="sm" c="dimmed">
            {t('field.medicalConditions')}
          </Text>
          {profile.medicalConditions.length === 0 ? (
            <Text>{t('field.none')}</Text>
          ) : (
            <Group gap="xs" mt={4}>
              {profile.medicalConditions.map((condition) => (
                <Badge key={condition} color="orange" variant="light">
                  {conditionLabel(condition)}
                </Badge>
              ))}
            </Group>
          )}
        </div>
      </Stack>
    </Card>
  );
}
