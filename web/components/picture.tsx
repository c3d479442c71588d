'use client';

import { sized } from '@/lib/content/image-size';

/**
 * SPEC §1/§2.4: webp with a fallback format, a medium (from 721px) and a small variant, each with a 2x candidate.
 * The format is negotiated (lib/content/image-size.ts `auto`): webp for every browser that takes it, png for any
 * other, from one address per width. The variants are offered by width and the breakpoints go in `sizes`, so
 * the browser makes the choices one source per breakpoint would (desktop 800 / 2x 1600, tablet 800 / 2x 1200,
 * phone 400 / 2x 800) from one list of four addresses instead of six lists, and picks sensibly in between.
 */
const WIDTHS = [400, 800, 1200, 1600] as const;
const SIZES = '(min-width: 1069px) 800px, (min-width: 721px) 600px, 400px';
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
 * it) is these few props rather than five addresses: it holds no state and renders the same markup on the
 * server.
 */
export function Picture({ base, alt, width, height, priority = false, className, focus }: PictureProps) {
  return (
    <picture className={className}>
      <img
        src={sized(base, SMALL, 'auto')}
        srcSet={WIDTHS.map((w) => `${sized(base, w, 'auto')} ${w}w`).join(', ')}
        sizes={SIZES}
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
