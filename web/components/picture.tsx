'use client';

import { sized } from '@/lib/content/image-size';

/** SPEC §1/§2.4: webp with a fallback, medium (from 721px) and small variants, each with a 2x candidate. */
const MEDIUM = 800;
const SMALL = 400;

export interface PictureProps {
  /** The original's address (lib/content/image.ts imageBase). */
  base: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
  /** Where the picture's focus is (CSS object-position), for boxes it covers with another shape. */
  focus?: string | null;
}

/**
 * A client component only so that what reaches the browser twice (the HTML and the flight data that hydrates
 * it) is these few props rather than thirteen addresses: it holds no state and renders the same markup on the
 * server.
 */
export function Picture({ base, alt, width, height, priority = false, className, focus }: PictureProps) {
  const set = (w: number, format: 'webp' | 'png', twice = w * 2) =>
    `${sized(base, w, format)} 1x, ${sized(base, twice, format)} 2x`;
  return (
    <picture className={className}>
      <source media="(min-width: 1069px)" type="image/webp" srcSet={set(MEDIUM, 'webp')} />
      <source media="(min-width: 1069px)" type="image/png" srcSet={set(MEDIUM, 'png')} />
      <source media="(min-width: 721px)" type="image/webp" srcSet={set(MEDIUM, 'webp', 1200)} />
      <source media="(min-width: 721px)" type="image/png" srcSet={set(MEDIUM, 'png', 1200)} />
      <source type="image/webp" srcSet={set(SMALL, 'webp')} />
      <img
        src={sized(base, SMALL, 'png')}
        srcSet={set(SMALL, 'png')}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        style={focus ? { objectPosition: focus } : undefined}
      />
    </picture>
  );
}
