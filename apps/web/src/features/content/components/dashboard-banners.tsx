// The member dashboard's banners: image, or autoplaying muted looping video, with title and
// subtitle. Placed by app/routes/dashboard.tsx. Nothing shows while there are none.
import { Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useBanners } from '../api/get-banners';
import { MediaPreview } from './media-preview';

export function DashboardBanners() {
  const banners = useBanners();
  if (banners.isPending) return <Loader size="sm" aria-label="Loading banners" />;
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
