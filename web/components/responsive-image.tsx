import { type ContentImage, pictureSource } from '@/lib/content/image';
import { Picture, type PictureProps } from './picture';

type ImageOptions = Omit<PictureProps, 'base' | 'width' | 'height' | 'focus'>;

/**
 * What a <Picture> of a content image is handed, or null without one: a focus or a priority with nothing to
 * say is left out, since these props travel in the flight data of every page that shows the picture.
 */
export function pictureProps(image: ContentImage | null | undefined, options: ImageOptions): PictureProps | null {
  const source = pictureSource(image);
  if (!source) return null;
  const { focus, ...rest } = source;
  const { priority, ...others } = options;
  return { ...rest, ...(focus && { focus }), ...(priority && { priority }), ...others };
}

/** A content image as a <picture>, cropped as the editor cropped it and kept on its hotspot. */
export function ResponsiveImage({ image, ...options }: ImageOptions & { image: ContentImage | null | undefined }) {
  const props = pictureProps(image, options);
  return props && <Picture {...props} />;
}
