// /admin/testimonials (Manage Testimonials): list, create (name and message required, optional
// role and media), edit and delete, with the spec's alerts.
import { Button, Card, FileInput, Group, Modal, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { CONTENT_MESSAGES, type Testimonial } from '@rhythmfit/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { zodRules } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getToken } from '../../../lib/session';
import { useDeleteTestimonial } from '../api/delete-testimonial';
import { useTestimonials } from '../api/get-testimonials';
import { useCreateTestimonial, useUpdateTestimonial, type TestimonialInput } from '../api/save-testimonial';
import { ConfirmModal } from '../../../components/confirm-modal';
import { MediaPreview } from '../components/media-preview';
import { TestimonialFieldsSchema, TestimonialUpdateFieldsSchema } from '../schemas';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm';
const blank: TestimonialInput = { name: '', message: '', role: '', file: null };

function TestimonialFields({ form, fileLabel }: { form: UseFormReturnType<TestimonialInput>; fileLabel: string }) {
  return (
    <>
      <TextInput label="Name" required {...form.getInputProps('name')} maxLength={100} />
      <TextInput label="Role" placeholder="User" {...form.getInputProps('role')} maxLength={60} />
      <Textarea label="Message" required minRows={3} {...form.getInputProps('message')} maxLength={2000} />
      <FileInput label={fileLabel} placeholder="Choose a file" accept={ACCEPT} {...form.getInputProps('file')} clearable />
    </>
  );
}

/** Edit testimonial: only what is not blank changes (TestimonialUpdateFieldsSchema). */
function EditTestimonial({ testimonial, onDone }: { testimonial: Testimonial; onDone: () => void }) {
  const update = useUpdateTestimonial();
  const form = useForm<TestimonialInput>({
    mode: 'controlled',
    initialValues: { name: testimonial.name, message: testimonial.message, role: testimonial.role, file: null },
    validate: zodRules(TestimonialUpdateFieldsSchema),
  });

  const save = form.onSubmit(async (values) => {
    if (!getToken()) return notifyError(CONTENT_MESSAGES.testimonialLogin);
    try {
      await update.mutateAsync({ id: testimonial.id, input: values });
      notifySuccess(CONTENT_MESSAGES.testimonialUpdated);
      onDone();
    } catch (error) {
      notifyError(`${CONTENT_MESSAGES.updateFailed}${errorMessage(error, 'Request failed')}`);
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <TestimonialFields form={form} fileLabel="New photo or video (optional)" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function AdminTestimonialsPage() {
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
        notifySuccess(CONTENT_MESSAGES.testimonialCreated);
        form.reset();
      } catch (error) {
        notifyError(`${CONTENT_MESSAGES.creationFailed}${errorMessage(error, 'Request failed')}`);
      }
    },
    () => notifyError(CONTENT_MESSAGES.testimonialRequired),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!getToken()) {
      event.preventDefault();
      return notifyError(CONTENT_MESSAGES.testimonialLogin);
    }
    send(event);
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(CONTENT_MESSAGES.testimonialDeleted);
    } catch (error) {
      notifyError(`${CONTENT_MESSAGES.deleteFailed}${errorMessage(error, 'Request failed')}`);
    } finally {
      setDeleting(null);
    }
  }

  const list = testimonials.data ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>Manage Testimonials</Title>
      <Card withBorder radius="md" component="form" onSubmit={submit} noValidate aria-labelledby="add-testimonial-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="add-testimonial-title">
            Add Testimonial
          </Title>
          <TestimonialFields form={form} fileLabel="Photo or video (optional)" />
          <Group>
            <Button type="submit" loading={create.isPending}>
              Add Testimonial
            </Button>
          </Group>
        </Stack>
      </Card>
      {testimonials.isLoading ? (
        <Text role="status">Loading testimonials...</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">{CONTENT_MESSAGES.noTestimonials}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((t) => (
            <Card key={t.id} withBorder radius="md" component="article" aria-label={`Testimonial by ${t.name}`}>
              {(t.imageUrl || t.videoUrl) && (
                <Card.Section mb="sm">
                  <MediaPreview imageUrl={t.imageUrl} videoUrl={t.videoUrl} alt={`${t.name}'s testimonial`} height={160} />
                </Card.Section>
              )}
              <Text fw={600}>{t.name}</Text>
              <Text size="sm" c="dimmed">
                {t.role}
              </Text>
              <Text my="xs">{t.message}</Text>
              <Group>
                <Button size="xs" variant="light" onClick={() => setEditing(t)}>
                  Edit
                </Button>
                <Button size="xs" color="red" variant="outline" onClick={() => setDeleting(t)}>
                  Delete
                </Button>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit testimonial" centered>
        {editing && <EditTestimonial key={editing.id} testimonial={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        question="Are you sure you want to delete this testimonial?"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
      />
    </Stack>
  );
}
