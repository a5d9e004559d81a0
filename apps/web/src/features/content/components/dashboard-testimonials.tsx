// The member dashboard's testimonials grid with its empty state. Placed by app/routes/dashboard.tsx.
import { Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '../../../lib/i18n';
import { useDeferredResult } from '../../../lib/use-deferred-result';
import { useTestimonials } from '../api/get-testimonials';
import { contentTexts } from '../texts';
import { MediaPreview } from './media-preview';

export function DashboardTestimonials() {
  const text = useTexts(contentTexts);
  const testimonials = useDeferredResult(useTestimonials());
  const list = testimonials.data ?? [];
  return (
    <section aria-labelledby="testimonials-title">
      <Title order={2} id="testimonials-title" mb="sm">
        {text('testimonials.title')}
      </Title>
      {testimonials.isPending ? (
        <Loader size="sm" aria-label={text('testimonials.loading')} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{text('testimonials.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((t) => (
            <Card key={t.id} withBorder radius="md" padding="md">
              {(t.imageUrl || t.videoUrl) && (
                <Card.Section mb="sm">
                  <MediaPreview imageUrl={t.imageUrl} videoUrl={t.videoUrl} alt={text('testimonials.alt', { name: t.name })} height={180} />
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
