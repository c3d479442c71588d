/**
 * Image URLs with the same parameters on both backends: Sanity's image CDN when hosted,
 * the /media route (sharp) when embedded. Asset ids follow Sanity's scheme image-<sha1>-<w>x<h>-<ext>.
 */
import { createImageUrlBuilder } from '@sanity/image-url';
import { hostedConfig } from './config';
import { type ImageFormat, sized } from './image-size';

export type { ImageFormat };

/** Widths the /media route renders; anything else is rounded up to one of these. */
export const MEDIA_WIDTHS = [400, 800, 1200, 1600] as const;

export function parseAssetId(id: string): { hash: string; width: number; height: number; extension: string } | null {
  const match = /^image-([a-f0-9]+)-(\d+)x(\d+)-([a-z0-9]+)$/.exec(id);
  if (!match) return null;
  const [, hash = '', width = '0', height = '0', extension = ''] = match;
  return { hash, width: Number(width), height: Number(height), extension };
}

/**
 * The address of an asset's original, to which `sized` adds a width and a format: the browser builds the
 * variants of a <picture> from it (components/picture.tsx), so a page's flight data carries one address per
 * picture instead of thirteen.
 */
export function imageBase(assetId: string): string {
  const hosted = hostedConfig();
  if (hosted)
    return createImageUrlBuilder({ projectId: hosted.projectId, dataset: hosted.dataset }).image(assetId).url();
  const asset = parseAssetId(assetId);
  return asset ? `/media/images/${asset.hash}-${asset.width}x${asset.height}.${asset.extension}` : '';
}

export function imageUrl(assetId: string, width: number, format: ImageFormat): string {
  return sized(imageBase(assetId), width, format);
}
