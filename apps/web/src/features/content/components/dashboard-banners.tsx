// The member dashboard's banners: image, or autoplaying muted looping video, with title and
// subtitle. Placed by app/routes/dashboard.tsx. Nothing shows while there are none.
import { Card, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDeferredResult } from '../../../lib/use-deferred-result';
import { useBanners } from '../api/get-banners';
import { MediaPreview } from './media-preview';

export function DashboardBanners() {
  const banners = useDeferredResult(useBanners());
  // Loading takes no room: when there are no banners, the sections below would otherwise move up
  // once the answer comes (Lighthouse layout shift on the dashboard).
  if (banners.isPending)
    return (
      <VisuallyHidden role="status" aria-live="polite">
        Loading banners
      </VisuallyHidden>
    );
  const list = banners.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label="Banners">
      <SimpleGrid cols={{ base: 1, md: list.length > 1 ? 2 : 1 }} spacing="md">
        {list.map((banner) => (
          <Card key={banner.id} withBorder padding="sm" radius="md">
            <Card.Section>
              <MediaPreview imageUrl={banner.imageUrl} videoUrl={banner.videoUrl} alt={banner.title} height={240} />
            </Card.Section>
            <Stack gap={2} mt="sm">
              <Title order={2} size="h3">
                {banner.title}
              </Title>
              <Text c="dimmed">{banner.subtitle}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
