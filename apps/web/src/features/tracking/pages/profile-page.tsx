// Profile (/profile): view and edit modes with photo upload; saving returns to view mode and
// refreshes the stored user so the top bar shows the new name and photo.
import { Loader, Stack, Text, Title } from '@mantine/core';
import { type ProfileUpdateInput, type UserProfile } from '@rhythmfit/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { updateStoredUser } from '../../../lib/session';
import { useMyProgress } from '../api/get-my-progress';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfileView } from '../components/profile-view';
import { serverText } from '../../../lib/server-text';
import { useTexts } from '../../../lib/i18n';
import { trackingTexts } from '../texts';

/** The server's own message when it sent one, else the spec's fallback (section 8). */
function serverMessage(error: unknown, fallback: string): string {
  const body = error instanceof ApiError ? error.body : undefined;
  const message = body && typeof body === 'object' && 'message' in body ? (body as { message: unknown }).message : undefined;
  return typeof message === 'string' && message ? serverText(message) : fallback;
}

function storeUser(profile: UserProfile) {
  const { id, name, role, profilePicture, lastSeen, latitude, longitude, address, mobile, city, state } = profile;
  updateStoredUser({ id, name, role, profilePicture, lastSeen, latitude, longitude, address, mobile, city, state });
}

export default function ProfilePage() {
  const t = useTexts(trackingTexts);
  const profile = useProfile();
  const progress = useMyProgress();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);

  async function save(user: ProfileUpdateInput, photo: File | null) {
    try {
      const saved = await update.mutateAsync({ user, photo });
      storeUser(saved);
      setEditing(false);
      notifySuccess(t('profile.updated'));
    } catch (error) {
      notifyError(serverMessage(error, t('profile.updateFailed')));
    }
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('profile.title')}</Title>
      {profile.isPending ? (
        <Loader aria-label={t('profile.loading')} />
      ) : profile.isError ? (
        <Text c="red.8">{t('profile.failed')}</Text>
      ) : editing ? (
        <ProfileForm
          profile={profile.data}
          weightEditable={progress.isSuccess && progress.data.length === 0}
          saving={update.isPending}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <ProfileView profile={profile.data} onEdit={() => setEditing(true)} />
      )}
    </Stack>
  );
}
