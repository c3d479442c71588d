/**
 * Width and format parameters of an image address, as Sanity's image CDN and the embedded /media route both
 * read them. Free of server configuration, so the browser's picture component can use it.
 */
export type ImageFormat = 'webp' | 'png' | 'jpg';

export function sized(base: string, width: number, format: ImageFormat): string {
  if (!base) return '';
  return `${base}${base.includes('?') ? '&' : '?'}w=${width}&fm=${format}`;
}
