/**
 * Width and format parameters of an image address, as Sanity's image CDN and the embedded /media route both
 * read them. Free of server configuration, so the browser's picture component can use it.
 */
export type ImageFormat = 'webp' | 'png' | 'jpg';

/**
 * 'auto' is Sanity's `auto=format`: the server answers the best format the browser says it accepts (webp where it
 * can, the original's or png otherwise) and varies on Accept, as next/image does; one address serves every browser.
 */
export function sized(base: string, width: number, format: ImageFormat | 'auto'): string {
  if (!base) return '';
  const type = format === 'auto' ? 'auto=format' : `fm=${format}`;
  return `${base}${base.includes('?') ? '&' : '?'}w=${width}&${type}`;
}
