// The member dashboard's banners: image, or autoplaying muted looping video, with title and
// subtitle, in one row that swipes (a CSS scroll-snap carousel: the browser's own scrolling, so
// touch, trackpad and keyboard all work, and no script runs while it moves). On a phone one banner
// fills most of the row and the next one peeks in; from md two sit side by side. Previous and Next
// buttons move by one banner; the row itself takes focus so the arrow keys scroll it. It follows the
// APG carousel pattern without rotation: nothing moves unless the member moves it. Placed by
// app/routes/dashboard.tsx. Nothing shows while there are none.
import { ActionIcon, Box, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { Banner } from '@rhythmfit/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDeferredResult } from '../../../lib/use-deferred-result';
import { useBanners } from '../api/get-banners';
import { MediaPreview } from './media-preview';
import { useTexts } from '../../../lib/i18n';
import { lazyTexts } from '../../../lib/lazy-texts';
import { contentTexts } from '../texts';

export const BANNER_TEXTS = Object.assign(
  lazyTexts(contentTexts, {
    region: 'banners.region',
    row: 'banners.row',
    previous: 'banners.previous',
    next: 'banners.next',
    loading: 'banners.loading',
    roleDescription: 'banners.roleDescription',
  }),
  { slide: (n: number, of: number) => contentTexts('banners.slide', { n, of }) },
);

/** Gap between banners, px. */
const GAP = 16;
/**
 * The image box: 190 px high on a phone, where a banner is 85% of the row (about 1.5:1 at 360 to
 * 390 px), 240 px from md. The seed draws its banner images for that range (cli/seed.ts BANNER_IMAGE).
 */
const MEDIA_HEIGHT = { base: 190, md: 240 };

export function DashboardBanners() {
  useTexts(contentTexts);
  const banners = useDeferredResult(useBanners());
  // Loading takes no room: when there are no banners, the sections below would otherwise move up
  // once the answer comes (Lighthouse layout shift on the dashboard).
  if (banners.isPending)
    return (
      <VisuallyHidden role="status" aria-live="polite">
        {BANNER_TEXTS.loading}
      </VisuallyHidden>
    );
  const list = banners.data ?? [];
  if (list.length === 0) return null;
  return <BannerCarousel banners={list} />;
}

function BannerCarousel({ banners }: { banners: Banner[] }) {
  const row = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  // Which ends of the row are in view; both when every banner fits (then there is nothing to move).
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, []);

  // Measured before the first paint, so the controls never appear and vanish again (a layout shift).
  useLayoutEffect(measure, [measure, banners.length]);
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    let frame = 0;
    // At most one measurement per frame while the row scrolls.
    const onChange = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    el.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, [measure]);

  const move = (direction: 1 | -1) => {
    const el = row.current;
    // Not firstElementChild: the slides' responsive widths come with <style> elements beside them.
    const first = el?.querySelector<HTMLElement>('[aria-roledescription="slide"]');
    if (!el || !first) return;
    el.scrollBy({ left: direction * (first.getBoundingClientRect().width + GAP), behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const scrollable = !(edges.start && edges.end);
  return (
    <Stack gap="xs" component="section" aria-label={BANNER_TEXTS.region} aria-roledescription={BANNER_TEXTS.roleDescription}>
      <Box
        ref={row}
        role="group"
        aria-label={BANNER_TEXTS.row}
        // A focusable row only while it scrolls: the arrow keys then move it (WCAG 2.1.1).
        tabIndex={scrollable ? 0 : undefined}
        style={{
          display: 'flex',
          gap: GAP,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          overscrollBehaviorX: 'contain',
          scrollbarWidth: 'thin',
          paddingBottom: 4,
        }}
      >
        {banners.map((banner, i) => (
          <Box
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={BANNER_TEXTS.slide(i + 1, banners.length)}
            w={banners.length === 1 ? '100%' : { base: '85%', md: `calc(50% - ${GAP / 2}px)` }}
            style={{ flex: '0 0 auto', scrollSnapAlign: 'start' }}
          >
            <Card withBorder padding="sm" radius="md" h="100%">
              <Card.Section>
                <MediaPreview imageUrl={banner.imageUrl} videoUrl={banner.videoUrl} alt={banner.title} height={MEDIA_HEIGHT} />
              </Card.Section>
              <Stack gap={2} mt="sm">
                <Title order={2} size="h3">
                  {banner.title}
                </Title>
                <Text c="dimmed">{banner.subtitle}</Text>
              </Stack>
            </Card>
          </Box>
        ))}
      </Box>
      {scrollable && (
        <Group justify="flex-end" gap="xs">
          <ActionIcon variant="default" size="xl" aria-label={BANNER_TEXTS.previous} disabled={edges.start} onClick={() => move(-1)}>
            <IconChevronLeft size={20} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon variant="default" size="xl" aria-label={BANNER_TEXTS.next} disabled={edges.end} onClick={() => move(1)}>
            <IconChevronRight size={20} aria-hidden="true" />
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}
