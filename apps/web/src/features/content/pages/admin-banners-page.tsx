// /admin/banners (Manage Banners): list with preview, Update Banner (only non-empty fields and a
// new file are sent) and Delete Banner (with confirmation), and the Create New Banner form.
import { Button, Card, FileInput, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTENT_MESSAGES, type Banner } from '@rhythmfit/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { zodRules } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getToken } from '../../../lib/session';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { useCreateBanner, useUpdateBanner } from '../api/save-banner';
import { ConfirmModal } from '../../../components/confirm-modal';
import { MediaPreview } from '../components/media-preview';
import { BannerCreateFormSchema, BannerUpdateFieldsSchema } from '../schemas';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm';

const EMPTY = { title: '', subtitle: '', file: null as File | null };

function CreateBannerForm() {
  const create = useCreateBanner();
  const form = useForm({ mode: 'controlled', initialValues: EMPTY, validate: zodRules(BannerCreateFormSchema) });

  const send = form.onSubmit(
    async (values) => {
      try {
        await create.mutateAsync(values);
        notifySuccess(CONTENT_MESSAGES.bannerCreated);
        form.reset();
      } catch (error) {
        notifyError(`${CONTENT_MESSAGES.creationFailed}${errorMessage(error, 'Request failed')}`);
      }
    },
    () => notifyError(CONTENT_MESSAGES.bannerRequired),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!getToken()) {
      event.preventDefault();
      return notifyError(CONTENT_MESSAGES.bannerLoginCreate);
    }
    send(event);
  }

  return (
    <Card withBorder radius="md" component="form" onSubmit={submit} noValidate aria-labelledby="create-banner-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="create-banner-title">
          Create New Banner
        </Title>
        <FileInput label="Banner image or video" placeholder="Choose a file" accept={ACCEPT} {...form.getInputProps('file')} clearable />
        <TextInput label="Title" {...form.getInputProps('title')} maxLength={120} />
        <TextInput label="Subtitle" {...form.getInputProps('subtitle')} maxLength={240} />
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
  // Only what was typed is sent (spec section 5), within the lengths PUT /api/banners/{id} allows.
  const form = useForm({ mode: 'controlled', initialValues: EMPTY, validate: zodRules(BannerUpdateFieldsSchema) });

  const save = form.onSubmit(async (values) => {
    if (!getToken()) return notifyError(CONTENT_MESSAGES.bannerLoginUpdate);
    try {
      await update.mutateAsync({ id: banner.id, input: values });
      notifySuccess(CONTENT_MESSAGES.bannerUpdated);
      form.reset();
    } catch (error) {
      notifyError(`${CONTENT_MESSAGES.updateFailed}${errorMessage(error, 'Request failed')}`);
    }
  });

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
        <TextInput label="New title" placeholder={banner.title} {...form.getInputProps('title')} />
        <TextInput label="New subtitle" placeholder={banner.subtitle} {...form.getInputProps('subtitle')} />
        <FileInput
          label="New image or video"
          placeholder="Keep the current file"
          accept={ACCEPT}
          {...form.getInputProps('file')}
          clearable
        />
        <Group>
          <Button onClick={() => save()} loading={update.isPending}>
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
