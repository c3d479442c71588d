import { imageUrl } from '@/lib/content/image';

/** SPEC §1/§2.4: webp with a fallback, medium (from 721px) and small variants, each with a 2x candidate. */
const MEDIUM = 800;
const SMALL = 400;

export function ResponsiveImage({
  assetId,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  assetId: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  const set = (w: number, format: 'webp' | 'png') =>
    `${imageUrl(assetId, w, format)} 1x, ${imageUrl(assetId, w * 2, format)} 2x`;
  return (
    <picture className={className}>
      <source media="(min-width: 721px)" type="image/webp" srcSet={set(MEDIUM, 'webp')} />
      <source media="(min-width: 721px)" type="image/png" srcSet={set(MEDIUM, 'png')} />
      <source type="image/webp" srcSet={set(SMALL, 'webp')} />
      <img
        src={imageUrl(assetId, SMALL, 'png')}
        srcSet={set(SMALL, 'png')}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
