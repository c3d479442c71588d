import { imageBase } from '@/lib/content/image';
import { Picture, type PictureProps } from './picture';

/** A content image as a responsive <picture> (components/picture.tsx), addressed on the current backend. */
export function ResponsiveImage({ assetId, ...props }: Omit<PictureProps, 'base'> & { assetId: string }) {
  return <Picture base={imageBase(assetId)} {...props} />;
}
