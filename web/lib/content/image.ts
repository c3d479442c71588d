/**
 * Image URLs with the same parameters on both backends: Sanity's image CDN when hosted,
 * the /media route (sharp) when embedded. Asset ids follow Sanity's scheme image-<sha1>-<w>x<h>-<ext>.
 * An editor's crop becomes the image API's `rect` (computed by Sanity's own URL builder for both backends),
 * and the hotspot the point a picture keeps in view where CSS covers a box with it (`focus`).
 */
import { createImageUrlBuilder } from '@sanity/image-url';
import { hostedConfig } from './config';
import { type ImageFormat, sized } from './image-size';

export type { ImageFormat };

/** Widths the /media route renders; anything else is rounded up to one of these. */
export const MEDIA_WIDTHS = [400, 800, 1200, 1600] as const;

/** Fractions of the original cut away on each side (Sanity's crop). */
export interface ImageCrop {
  top?: number | null;
  bottom?: number | null;
  left?: number | null;
  right?: number | null;
}

/** The point of the original an editor wants kept in view (fractions of its width and height). */
export interface ImageHotspot {
  x?: number | null;
  y?: number | null;
}

/** A content image as the queries fetch it. */
export interface ContentImage {
  asset?: { _id?: string | null; dimensions?: { width?: number | null; height?: number | null } | null } | null;
  crop?: ImageCrop | null;
  hotspot?: ImageHotspot | null;
}

export function parseAssetId(id: string): { hash: string; width: number; height: number; extension: string } | null {
  const match = /^image-([a-f0-9]+)-(\d+)x(\d+)-([a-z0-9]+)$/.exec(id);
  if (!match) return null;
  const [, hash = '', width = '0', height = '0', extension = ''] = match;
  return { hash, width: Number(width), height: Number(height), extension };
}

/** The file the embedded dataset keeps an image asset in, and the /media route serves: <sha1>-<w>x<h>.<ext>. */
export function assetFileName(assetId: string): string | null {
  const asset = parseAssetId(assetId);
  return asset ? `${asset.hash}-${asset.width}x${asset.height}.${asset.extension}` : null;
}

const fraction = (value: number | null | undefined) => Math.min(1, Math.max(0, value ?? 0));

const cropOf = ({ top, bottom, left, right }: ImageCrop) => ({
  top: fraction(top),
  bottom: fraction(bottom),
  left: fraction(left),
  right: fraction(right),
});

/**
 * The image API's `rect` (left,top,width,height in the original's pixels) for a crop, as Sanity's URL builder
 * computes it, so the CDN and the /media route cut the same pixels; null when nothing is cut.
 */
export function cropRect(assetId: string, crop: ImageCrop | null | undefined): string | null {
  if (!crop || !parseAssetId(assetId)) return null;
  const url = createImageUrlBuilder({ projectId: 'rect', dataset: 'rect' })
    .image({ asset: { _ref: assetId }, crop: cropOf(crop) })
    .url();
  return new URL(url).searchParams.get('rect');
}

/**
 * The address of an asset's original (cropped as the editor set it), to which `sized` adds a width and a format:
 * the browser builds the variants of a <picture> from it (components/picture.tsx), so a page's flight data
 * carries one address per picture instead of thirteen.
 */
export function imageBase(assetId: string, crop?: ImageCrop | null): string {
  const hosted = hostedConfig();
  if (hosted)
    return createImageUrlBuilder({ projectId: hosted.projectId, dataset: hosted.dataset })
      .image(crop ? { asset: { _ref: assetId }, crop: cropOf(crop) } : assetId)
      .url();
  const file = assetFileName(assetId);
  if (!file) return '';
  const rect = cropRect(assetId, crop);
  return `/media/images/${file}${rect ? `?rect=${rect}` : ''}`;
}

export function imageUrl(assetId: string, width: number, format: ImageFormat, crop?: ImageCrop | null): string {
  return sized(imageBase(assetId, crop), width, format);
}

/** What a <picture> of a content image needs: the cropped original, its size after the crop, its focus. */
export interface PictureSource {
  base: string;
  width: number;
  height: number;
  /** CSS object-position keeping the hotspot in view when the picture covers a box of another shape. */
  focus: string | null;
}

export function pictureSource(image: ContentImage | null | undefined): PictureSource | null {
  const id = image?.asset?._id;
  if (!id) return null;
  const crop = cropOf(image.crop ?? {});
  const keptWidth = Math.max(0.01, 1 - crop.left - crop.right);
  const keptHeight = Math.max(0.01, 1 - crop.top - crop.bottom);
  const width = image.asset?.dimensions?.width ?? parseAssetId(id)?.width ?? 1600;
  const height = image.asset?.dimensions?.height ?? parseAssetId(id)?.height ?? 1200;
  const hotspot = image.hotspot;
  // The hotspot is given on the original; the picture shows the cropped part, so it is measured from there.
  const focus =
    hotspot && typeof hotspot.x === 'number' && typeof hotspot.y === 'number'
      ? `${percent((hotspot.x - crop.left) / keptWidth)} ${percent((hotspot.y - crop.top) / keptHeight)}`
      : null;
  return {
    base: imageBase(id, image.crop),
    width: Math.round(width * keptWidth),
    height: Math.round(height * keptHeight),
    focus,
  };
}

const percent = (value: number) => `${Math.round(fraction(value) * 1000) / 10}%`;
