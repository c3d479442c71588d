import { type ContentImage, pictureSource } from '@/lib/content/image';
import { Picture, type PictureProps } from './picture';

/** A content image as a <picture>, cropped as the editor cropped it and kept on its hotspot. */
export function ResponsiveImage({
  image,
  ...props
}: Omit<PictureProps, 'base' | 'width' | 'height' | 'focus'> & { image: ContentImage | null | undefined }) {
  const source = pictureSource(image);
  return source && <Picture {...source} {...props} />;
}
