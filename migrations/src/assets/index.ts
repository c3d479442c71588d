/**
 * The files the content ships: product art and manual PDFs, with the Sanity asset documents
 * that describe them. Asset ids follow Sanity's own scheme (a SHA-1 of the bytes), so uploading the
 * same file to a hosted project yields the same id and every reference still holds.
 */
import { createHash } from 'node:crypto';
import { PRODUCT_KEYS, type ProductKey } from '@showcase/schemas/products';
import { ART_HEIGHT, ART_WIDTH, productArt } from './art';
import { simplePdf } from './pdf';

export interface AssetFile {
  _id: string;
  kind: 'image' | 'file';
  /** Name of the file in the embedded asset folder. */
  filename: string;
  originalFilename: string;
  mimeType: string;
  extension: string;
  sha1: string;
  bytes: Buffer;
  width?: number;
  height?: number;
}

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex');

function imageAsset(originalFilename: string, bytes: Buffer, width: number, height: number): AssetFile {
  const hash = sha1(bytes);
  return {
    _id: `image-${hash}-${width}x${height}-svg`,
    kind: 'image',
    filename: `${hash}-${width}x${height}.svg`,
    originalFilename,
    mimeType: 'image/svg+xml',
    extension: 'svg',
    sha1: hash,
    bytes,
    width,
    height,
  };
}

function fileAsset(originalFilename: string, bytes: Buffer): AssetFile {
  const hash = sha1(bytes);
  return {
    _id: `file-${hash}-pdf`,
    kind: 'file',
    filename: `${hash}.pdf`,
    originalFilename,
    mimeType: 'application/pdf',
    extension: 'pdf',
    sha1: hash,
    bytes,
  };
}

const images = new Map<ProductKey, AssetFile>();

export function productImage(key: ProductKey): AssetFile {
  let asset = images.get(key);
  if (!asset) {
    asset = imageAsset(`${key}.svg`, Buffer.from(productArt(key)), ART_WIDTH, ART_HEIGHT);
    images.set(key, asset);
  }
  return asset;
}

export type ManualKind = 'quickStart' | 'safety' | 'userManual';
export const MANUAL_KINDS: readonly ManualKind[] = ['quickStart', 'safety', 'userManual'];
const MANUAL_TITLES: Record<ManualKind, string> = {
  quickStart: 'Quick Start Guide',
  safety: 'Safety Information',
  userManual: 'User Manual',
};

const manuals = new Map<string, AssetFile>();

/** "flagshipBumblebee" -> "Flagship Bumblebee": the PDFs are ASCII-only, so they carry the English name. */
const englishName = (key: ProductKey) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/\bAi\b/g, 'AI');

/** One manual PDF per product and kind; the same file serves every region that sells the product. */
export function manualFile(key: ProductKey, kind: ManualKind): AssetFile {
  const id = `${key}:${kind}`;
  let asset = manuals.get(id);
  if (!asset) {
    const bytes = simplePdf([
      `Roboshift ${englishName(key)}`,
      MANUAL_TITLES[kind],
      'Keep this document for future reference.',
      'Charge the robot fully before first use.',
      'Pair the robot with the Roboshift app over Bluetooth.',
      'Not suitable for children under 8 years: small parts.',
      'Support: see the Support page of your region.',
    ]);
    asset = fileAsset(`${key}-${kind}.pdf`, bytes);
    manuals.set(id, asset);
  }
  return asset;
}

/** Every asset the seed can reference: art and the three manuals of every product key, once each. */
export function allAssets(): AssetFile[] {
  for (const key of PRODUCT_KEYS) {
    productImage(key);
    for (const kind of MANUAL_KINDS) manualFile(key, kind);
  }
  // Products drawn alike (K1 Pro under its two keys, T9 under its two) share one file and one asset id.
  return [...new Map([...images.values(), ...manuals.values()].map((asset) => [asset._id, asset])).values()];
}

/** The Sanity asset document for a file, as an export of a hosted dataset would hold it. */
export function assetDocument(asset: AssetFile) {
  const folder = asset.kind === 'image' ? 'images' : 'files';
  return {
    _id: asset._id,
    _type: asset.kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    assetId: asset.sha1,
    sha1hash: asset.sha1,
    extension: asset.extension,
    mimeType: asset.mimeType,
    originalFilename: asset.originalFilename,
    size: asset.bytes.length,
    path: `${folder}/embedded/production/${asset.filename}`,
    url: `/media/${folder}/${asset.filename}`,
    ...(asset.width && asset.height
      ? {
          metadata: {
            _type: 'sanity.imageMetadata',
            dimensions: {
              _type: 'sanity.imageDimensions',
              width: asset.width,
              height: asset.height,
              aspectRatio: asset.width / asset.height,
            },
          },
        }
      : {}),
  };
}
