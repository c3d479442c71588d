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
  const set = (w: number, format: 'webp' | 'png', twice = w * 2) =>
    `${imageUrl(assetId, w, format)} 1x, ${imageUrl(assetId, twice, format)} 2x`;
  return (
    <picture className={className}>
      <source media="(min-width: 1069px)" type="image/webp" srcSet={set(MEDIUM, 'webp')} />
      <source media="(min-width: 1069px)" type="image/png" srcSet={set(MEDIUM, 'png')} />
      <source media="(min-width: 721px)" type="image/webp" srcSet={set(MEDIUM, 'webp', 1200)} />
      <source media="(min-width: 721px)" type="image/png" srcSet={set(MEDIUM, 'png', 1200)} />
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
