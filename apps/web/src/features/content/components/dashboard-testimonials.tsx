// The member dashboard's testimonials grid with its empty state. Placed by app/routes/dashboard.tsx.
import { Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CONTENT_MESSAGES } from '@rhythmfit/contracts';
import { useDeferredResult } from '../../../lib/use-deferred-result';
import { useTestimonials } from '../api/get-testimonials';
import { MediaPreview } from './media-preview';

export function DashboardTestimonials() {
  const testimonials = useDeferredResult(useTestimonials());
  const list = testimonials.data ?? [];
  return (
    <section aria-labelledby="testimonials-title">
      <Title order={2} id="testimonials-title" mb="sm">
        Testimonials
      </Title>
      {testimonials.isPending ? (
        <Loader size="sm" aria-label="Loading testimonials" />
      ) : list.length === 0 ? (
        <Text c="dimmed">{CONTENT_MESSAGES.noTestimonials}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((t) => (
            <Card key={t.id} withBorder radius="md" padding="md">
              {(t.imageUrl || t.videoUrl) && (
                <Card.Section mb="sm">
                  <MediaPreview imageUrl={t.imageUrl} videoUrl={t.videoUrl} alt={`${t.name}'s testimonial`} height={180} />
                </Card.Section>
              )}
              <Stack gap={4}>
                <Text fw={600}>{t.name}</Text>
                <Text size="sm" c="dimmed">
                  {t.role}
                </Text>
                <Text>{t.message}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
