// /admin/testimonials (Manage Testimonials): list, create (name and message required, optional
// role and media), edit and delete, with the spec's alerts.
import { Button, Card, FileInput, Group, Modal, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { CONTENT_MESSAGES, type Testimonial } from '@rhythmfit/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getToken } from '../../../lib/session';
import { useDeleteTestimonial } from '../api/delete-testimonial';
import { useTestimonials } from '../api/get-testimonials';
import { useCreateTestimonial, useUpdateTestimonial, type TestimonialInput } from '../api/save-testimonial';
import { ConfirmModal } from '../../../components/confirm-modal';
import { MediaPreview } from '../components/media-preview';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm';
const blank: TestimonialInput = { name: '', message: '', role: '', file: null };

function TestimonialFields({ value, onChange, fileLabel }: { value: TestimonialInput; onChange: (v: TestimonialInput) => void; fileLabel: string }) {
  return (
    <>
      <TextInput label="Name" required value={value.name} onChange={(e) => onChange({ ...value, name: e.currentTarget.value })} maxLength={100} />
      <TextInput label="Role" placeholder="User" value={value.role} onChange={(e) => onChange({ ...value, role: e.currentTarget.value })} maxLength={60} />
      <Textarea label="Message" required minRows={3} value={value.message} onChange={(e) => onChange({ ...value, message: e.currentTarget.value })} maxLength={2000} />
      <FileInput label={fileLabel} placeholder="Choose a file" accept={ACCEPT} value={value.file} onChange={(file) => onChange({ ...value, file })} clearable />
    </>
  );
}

export default function AdminTestimonialsPage() {
  const testimonials = useTestimonials();
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const remove = useDeleteTestimonial();
  const [draft, setDraft] = useState<TestimonialInput>(blank);
  const [editing, setEditing] = useState<{ id: number; value: TestimonialInput } | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!getToken()) return notifyError(CONTENT_MESSAGES.testimonialLogin);
    if (!draft.name.trim() || !draft.message.trim()) return notifyError(CONTENT_MESSAGES.testimonialRequired);
    try {
      await create.mutateAsync(draft);
      notifySuccess(CONTENT_MESSAGES.testimonialCreated);
      setDraft(blank);
    } catch (error) {
      notifyError(`${CONTENT_MESSAGES.creationFailed}${errorMessage(error, 'Request failed')}`);
    }
  }

  async function saveEdit() {
    if (!editing) return;
    if (!getToken()) return notifyError(CONTENT_MESSAGES.testimonialLogin);
    try {
      await update.mutateAsync({ id: editing.id, input: editing.value });
      notifySuccess(CONTENT_MESSAGES.testimonialUpdated);
      setEditing(null);
    } catch (error) {
      notifyError(`${CONTENT_MESSAGES.updateFailed}${errorMessage(error, 'Request failed')}`);
    }
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
          <TestimonialFields value={draft} onChange={setDraft} fileLabel="Photo or video (optional)" />
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
                <Button size="xs" variant="light" onClick={() => setEditing({ id: t.id, value: { name: t.name, message: t.message, role: t.role, file: null } })}>
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
        {editing && (
          <Stack gap="sm">
            <TestimonialFields value={editing.value} onChange={(value) => setEditing({ ...editing, value })} fileLabel="New photo or video (optional)" />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                Cancel
              </Button>
              <Button onClick={saveEdit} loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        )}
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
