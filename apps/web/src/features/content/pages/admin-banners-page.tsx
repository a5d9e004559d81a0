// /admin/banners (Manage Banners): list with preview, Update Banner (only non-empty fields and a
// new file are sent) and Delete Banner (with confirmation), and the Create New Banner form.
import { Button, Card, FileInput, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CONTENT_MESSAGES, type Banner } from '@rhythmfit/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getToken } from '../../../lib/session';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { useCreateBanner, useUpdateBanner } from '../api/save-banner';
import { ConfirmModal } from '../../../components/confirm-modal';
import { MediaPreview } from '../components/media-preview';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm';

function CreateBannerForm() {
  const create = useCreateBanner();
  const [title, setTitle] = useState('');
  const [subtitle, setSubtitle] = useState('');
  const [file, setFile] = useState<File | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!getToken()) return notifyError(CONTENT_MESSAGES.bannerLoginCreate);
    if (!title.trim() || !subtitle.trim() || !file) return notifyError(CONTENT_MESSAGES.bannerRequired);
    try {
      await create.mutateAsync({ title, subtitle, file });
      notifySuccess(CONTENT_MESSAGES.bannerCreated);
      setTitle('');
      setSubtitle('');
      setFile(null);
    } catch (error) {
      notifyError(`${CONTENT_MESSAGES.creationFailed}${errorMessage(error, 'Request failed')}`);
    }
  }

  return (
    <Card withBorder radius="md" component="form" onSubmit={submit} noValidate aria-labelledby="create-banner-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="create-banner-title">
          Create New Banner
        </Title>
        <FileInput label="Banner image or video" placeholder="Choose a file" accept={ACCEPT} value={file} onChange={setFile} clearable />
        <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={120} />
        <TextInput label="Subtitle" value={subtitle} onChange={(e) => setSubtitle(e.currentTarget.value)} maxLength={240} />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create Banner
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function BannerCard({ banner, onDelete }: { banner: Banner; onDelete: (banner: Banner) => void }) {
  const update = useUpdateBanner();
  const [title, setTitle] = useState('');
  const [subtitle, setSubtitle] = useState('');
  const [file, setFile] = useState<File | null>(null);

  async function save() {
    if (!getToken()) return notifyError(CONTENT_MESSAGES.bannerLoginUpdate);
    try {
      await update.mutateAsync({ id: banner.id, input: { title, subtitle, file } });
      notifySuccess(CONTENT_MESSAGES.bannerUpdated);
      setTitle('');
      setSubtitle('');
      setFile(null);
    } catch (error) {
      notifyError(`${CONTENT_MESSAGES.updateFailed}${errorMessage(error, 'Request failed')}`);
    }
  }

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Banner ${banner.title}`}>
      <Card.Section>
        <MediaPreview imageUrl={banner.imageUrl} videoUrl={banner.videoUrl} alt={banner.title} height={180} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Text fw={600}>{banner.title}</Text>
        <Text size="sm" c="dimmed">
          {banner.subtitle}
        </Text>
        <TextInput label="New title" placeholder={banner.title} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <TextInput label="New subtitle" placeholder={banner.subtitle} value={subtitle} onChange={(e) => setSubtitle(e.currentTarget.value)} />
        <FileInput label="New image or video" placeholder="Keep the current file" accept={ACCEPT} value={file} onChange={setFile} clearable />
        <Group>
          <Button onClick={save} loading={update.isPending}>
            Update Banner
          </Button>
          <Button color="red" variant="outline" onClick={() => onDelete(banner)}>
            Delete Banner
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export default function AdminBannersPage() {
  const banners = useBanners();
  const remove = useDeleteBanner();
  const [deleting, setDeleting] = useState<Banner | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    if (!getToken()) {
      setDeleting(null);
      return notifyError(CONTENT_MESSAGES.bannerLoginDelete);
    }
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(CONTENT_MESSAGES.bannerDeleted);
    } catch (error) {
      notifyError(`${CONTENT_MESSAGES.deleteFailed}${errorMessage(error, 'Request failed')}`);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Manage Banners</Title>
      {banners.isLoading ? (
        <Text role="status">{CONTENT_MESSAGES.loadingBanners}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {(banners.data ?? []).map((banner) => (
            <BannerCard key={banner.id} banner={banner} onDelete={setDeleting} />
          ))}
        </SimpleGrid>
      )}
      {!banners.isLoading && (banners.data ?? []).length === 0 && <Text c="dimmed">No banners yet.</Text>}
      <CreateBannerForm />
      <ConfirmModal
        opened={deleting !== null}
        question={CONTENT_MESSAGES.bannerDeleteConfirm}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
      />
    </Stack>
  );
}
