// An uploaded image or video (autoplaying, muted and looping, as the spec's banners), or nothing.
import { AspectRatio, Image, type StyleProp } from '@mantine/core';
import { mediaUrl } from '../../../lib/api-client';

export function MediaPreview({
  imageUrl,
  videoUrl,
  alt,
  height = 200,
}: {
  imageUrl: string | null;
  videoUrl: string | null;
  alt: string;
  /** px; or by breakpoint ({ base: 190, md: 240 }). */
  height?: StyleProp<number>;
}) {
  if (videoUrl) {
    return (
      <AspectRatio ratio={16 / 9} maw="100%" mah={height}>
        <video
          src={mediaUrl(videoUrl)}
          autoPlay
          muted
          loop
          playsInline
          aria-label={alt}
          style={{ objectFit: 'cover', width: '100%', height: '100%' }}
        />
      </AspectRatio>
    );
  }
  if (imageUrl) return <Image src={mediaUrl(imageUrl)} alt={alt} h={height} fit="cover" radius="sm" />;
  return null;
}
