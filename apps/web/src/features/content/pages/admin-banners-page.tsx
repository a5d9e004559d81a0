// /admin/banners (Manage Banners): list with preview, Update Banner (only non-empty fields and a
// new file are sent) and Delete Banner (with confirmation), and the Create New Banner form.
import { Button, Card, FileInput, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Banner } from '@rhythmfit/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { zodRules } from '../../../lib/form';
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getToken } from '../../../lib/session';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { useCreateBanner, useUpdateBanner } from '../api/save-banner';
import { ConfirmModal } from '../../../components/confirm-modal';
import { MediaPreview } from '../components/media-preview';
import { BannerCreateFormSchema, BannerUpdateFieldsSchema } from '../schemas';
import { contentTexts } from '../texts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm';

const EMPTY = { title: '', subtitle: '', file: null as File | null };

function CreateBannerForm() {
  const t = useTexts(contentTexts);
  const create = useCreateBanner();
  const form = useForm({ mode: 'controlled', initialValues: EMPTY, validate: zodRules(BannerCreateFormSchema) });

  const send = form.onSubmit(
    async (values) => {
      try {
        await create.mutateAsync(values);
        notifySuccess(contentTexts('adminBanners.created'));
        form.reset();
      } catch (error) {
        notifyError(contentTexts('admin.creationFailed', { error: errorMessage(error, contentTexts('admin.requestFailed')) }));
      }
    },
    () => notifyError(contentTexts('adminBanners.required')),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!getToken()) {
      event.preventDefault();
      return notifyError(contentTexts('adminBanners.loginCreate'));
    }
    send(event);
  }

  return (
    <Card withBorder radius="md" component="form" onSubmit={submit} noValidate aria-labelledby="create-banner-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="create-banner-title">
          {t('adminBanners.createTitle')}
        </Title>
        <FileInput
          label={t('adminBanners.field.file')}
          placeholder={t('adminBanners.field.filePlaceholder')}
          accept={ACCEPT}
          {...form.getInputProps('file')}
          clearable
        />
        <TextInput label={t('adminBanners.field.title')} {...form.getInputProps('title')} maxLength={120} />
        <TextInput label={t('adminBanners.field.subtitle')} {...form.getInputProps('subtitle')} maxLength={240} />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('adminBanners.create')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function BannerCard({ banner, onDelete }: { banner: Banner; onDelete: (banner: Banner) => void }) {
  const t = useTexts(contentTexts);
  const update = useUpdateBanner();
  // Only what was typed is sent (spec section 5), within the lengths PUT /api/banners/{id} allows.
  const form = useForm({ mode: 'controlled', initialValues: EMPTY, validate: zodRules(BannerUpdateFieldsSchema) });

  const save = form.onSubmit(async (values) => {
    if (!getToken()) return notifyError(contentTexts('adminBanners.loginUpdate'));
    try {
      await update.mutateAsync({ id: banner.id, input: values });
      notifySuccess(contentTexts('adminBanners.updated'));
      form.reset();
    } catch (error) {
      notifyError(contentTexts('admin.updateFailed', { error: errorMessage(error, contentTexts('admin.requestFailed')) }));
    }
  });

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={t('adminBanners.cardAria', { title: banner.title })}>
      <Card.Section>
        <MediaPreview imageUrl={banner.imageUrl} videoUrl={banner.videoUrl} alt={banner.title} height={180} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Text fw={600}>{banner.title}</Text>
        <Text size="sm" c="dimmed">
          {banner.subtitle}
        </Text>
        <TextInput label={t('adminBanners.field.newTitle')} placeholder={banner.title} {...form.getInputProps('title')} />
        <TextInput label={t('adminBanners.field.newSubtitle')} placeholder={banner.subtitle} {...form.getInputProps('subtitle')} />
        <FileInput
          label={t('adminBanners.field.newFile')}
          placeholder={t('adminBanners.field.keepFile')}
          accept={ACCEPT}
          {...form.getInputProps('file')}
          clearable
        />
        <Group>
          <Button onClick={() => save()} loading={update.isPending}>
            {t('adminBanners.update')}
          </Button>
          <Button color="red" variant="outline" onClick={() => onDelete(banner)}>
            {t('adminBanners.deleteBanner')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export default function AdminBannersPage() {
  const t = useTexts(contentTexts);
  const banners = useBanners();
  const remove = useDeleteBanner();
  const [deleting, setDeleting] = useState<Banner | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    if (!getToken()) {
      setDeleting(null);
      return notifyError(contentTexts('adminBanners.loginDelete'));
    }
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(contentTexts('adminBanners.deleted'));
    } catch (error) {
      notifyError(contentTexts('admin.deleteFailed', { error: errorMessage(error, contentTexts('admin.requestFailed')) }));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('adminBanners.title')}</Title>
      {banners.isLoading ? (
        <Text role="status">{t('adminBanners.loading')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {(banners.data ?? []).map((banner) => (
            <BannerCard key={banner.id} banner={banner} onDelete={setDeleting} />
          ))}
        </SimpleGrid>
      )}
      {!banners.isLoading && (banners.data ?? []).length === 0 && <Text c="dimmed">{t('adminBanners.empty')}</Text>}
      <CreateBannerForm />
      <ConfirmModal
        opened={deleting !== null}
        question={t('adminBanners.deleteConfirm')}
        confirmLabel={t('adminBanners.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
      />
    </Stack>
  );
}
