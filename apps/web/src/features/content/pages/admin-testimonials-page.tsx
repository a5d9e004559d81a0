// /admin/testimonials (Manage Testimonials): list, create (name and message required, optional
// role and media), edit and delete, with the spec's alerts.
import { Button, Card, FileInput, Group, Modal, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { Testimonial } from '@rhythmfit/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { zodRules } from '../../../lib/form';
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getToken } from '../../../lib/session';
import { useDeleteTestimonial } from '../api/delete-testimonial';
import { useTestimonials } from '../api/get-testimonials';
import { useCreateTestimonial, useUpdateTestimonial, type TestimonialInput } from '../api/save-testimonial';
import { ConfirmModal } from '../../../components/confirm-modal';
import { MediaPreview } from '../components/media-preview';
import { TestimonialFieldsSchema, TestimonialUpdateFieldsSchema } from '../schemas';
import { contentTexts } from '../texts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm';
const blank: TestimonialInput = { name: '', message: '', role: '', file: null };

function TestimonialFields({ form, fileLabel }: { form: UseFormReturnType<TestimonialInput>; fileLabel: string }) {
  const t = useTexts(contentTexts);
  return (
    <>
      <TextInput label={t('adminTestimonials.field.name')} required {...form.getInputProps('name')} maxLength={100} />
      <TextInput
        label={t('adminTestimonials.field.role')}
        placeholder={t('adminTestimonials.field.rolePlaceholder')}
        {...form.getInputProps('role')}
        maxLength={60}
      />
      <Textarea label={t('adminTestimonials.field.message')} required minRows={3} {...form.getInputProps('message')} maxLength={2000} />
      <FileInput
        label={fileLabel}
        placeholder={t('adminTestimonials.field.filePlaceholder')}
        accept={ACCEPT}
        {...form.getInputProps('file')}
        clearable
      />
    </>
  );
}

/** Edit testimonial: only what is not blank changes (TestimonialUpdateFieldsSchema). */
function EditTestimonial({ testimonial, onDone }: { testimonial: Testimonial; onDone: () => void }) {
  const t = useTexts(contentTexts);
  const update = useUpdateTestimonial();
  const form = useForm<TestimonialInput>({
    mode: 'controlled',
    initialValues: { name: testimonial.name, message: testimonial.message, role: testimonial.role, file: null },
    validate: zodRules(TestimonialUpdateFieldsSchema),
  });

  const save = form.onSubmit(async (values) => {
    if (!getToken()) return notifyError(contentTexts('adminTestimonials.login'));
    try {
      await update.mutateAsync({ id: testimonial.id, input: values });
      notifySuccess(contentTexts('adminTestimonials.updated'));
      onDone();
    } catch (error) {
      notifyError(contentTexts('admin.updateFailed', { error: errorMessage(error, contentTexts('admin.requestFailed')) }));
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <TestimonialFields form={form} fileLabel={t('adminTestimonials.field.newFile')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('adminTestimonials.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('adminTestimonials.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function AdminTestimonialsPage() {
  const t = useTexts(contentTexts);
  const testimonials = useTestimonials();
  const create = useCreateTestimonial();
  const remove = useDeleteTestimonial();
  // Name and message required, as POST /api/testimonials checks them (TestimonialFieldsSchema).
  const form = useForm<TestimonialInput>({ mode: 'controlled', initialValues: blank, validate: zodRules(TestimonialFieldsSchema) });
  const [editing, setEditing] = useState<Testimonial | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);

  const send = form.onSubmit(
    async (values) => {
      try {
        await create.mutateAsync(values);
        notifySuccess(contentTexts('adminTestimonials.created'));
        form.reset();
      } catch (error) {
        notifyError(contentTexts('admin.creationFailed', { error: errorMessage(error, contentTexts('admin.requestFailed')) }));
      }
    },
    () => notifyError(contentTexts('adminTestimonials.required')),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!getToken()) {
      event.preventDefault();
      return notifyError(contentTexts('adminTestimonials.login'));
    }
    send(event);
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(contentTexts('adminTestimonials.deleted'));
    } catch (error) {
      notifyError(contentTexts('admin.deleteFailed', { error: errorMessage(error, contentTexts('admin.requestFailed')) }));
    } finally {
      setDeleting(null);
    }
  }

  const list = testimonials.data ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('adminTestimonials.title')}</Title>
      <Card withBorder radius="md" component="form" onSubmit={submit} noValidate aria-labelledby="add-testimonial-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="add-testimonial-title">
            {t('adminTestimonials.addTitle')}
          </Title>
          <TestimonialFields form={form} fileLabel={t('adminTestimonials.field.file')} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('adminTestimonials.add')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {testimonials.isLoading ? (
        <Text role="status">{t('adminTestimonials.loading')}</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('adminTestimonials.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((item) => (
            <Card
              key={item.id}
              withBorder
              radius="md"
              component="article"
              aria-label={t('adminTestimonials.cardAria', { name: item.name })}
            >
              {(item.imageUrl || item.videoUrl) && (
                <Card.Section mb="sm">
                  <MediaPreview
                    imageUrl={item.imageUrl}
                    videoUrl={item.videoUrl}
                    alt={t('testimonials.alt', { name: item.name })}
                    height={160}
                  />
                </Card.Section>
              )}
              <Text fw={600}>{item.name}</Text>
              <Text size="sm" c="dimmed">
                {item.role}
              </Text>
              <Text my="xs">{item.message}</Text>
              <Group>
                <Button size="xs" variant="light" onClick={() => setEditing(item)}>
                  {t('adminTestimonials.edit')}
                </Button>
                <Button size="xs" color="red" variant="outline" onClick={() => setDeleting(item)}>
                  {t('adminTestimonials.delete')}
                </Button>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('adminTestimonials.editTitle')} centered>
        {editing && <EditTestimonial key={editing.id} testimonial={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        question={t('adminTestimonials.deleteConfirm')}
        confirmLabel={t('adminTestimonials.confirmDelete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
      />
    </Stack>
  );
}
