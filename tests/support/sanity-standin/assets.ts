/**
 * Sanity's asset pipeline, as far as the Studio and `content:push` see it:
 *   POST /assets/images|files/{dataset}  stores the bytes; the asset document's id is derived from them as
 *                                        Sanity derives it: `image-<sha1>-<width>x<height>-<ext>` (dimensions
 *                                        read from the image) or `file-<sha1>-<ext>`, with the metadata
 *                                        (`dimensions`, `hasAlpha`, `isOpaque`) Sanity writes
 *   GET  /images|files/{project}/{dataset}/{file}  the bytes again, at the CDN address the Studio derives from
 *                                        its API host (@sanity/image-url: the API host itself when it is not
 *                                        `api.*`); transformation parameters (w, h, fit, auto…) are ignored and
 *                                        the original is served, which every <img> the Studio draws can show
 * The seeded dataset's assets are served from its folder (content/dataset/images|files).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { StandInDocument } from './store';

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  tiff: 'image/tiff',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/** Sanity names an image's extension after its format, whatever the uploaded file was called. */
const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', heif: 'avif' };

export interface Upload {
  kind: 'image' | 'file';
  bytes: Buffer;
  /** `filename` of the upload request. */
  filename: string;
  /** Where the CDN addresses of this upload begin, and the project and dataset they name. */
  cdn: { origin: string; projectId: string; dataset: string };
  /** `label`, `title`, `description`, `creditLine`, `source*` of the upload request, kept on the asset. */
  fields: Record<string, unknown>;
}

/** An image's format and size, read from its bytes; refused (400) when they are no image. */
async function imageFacts(bytes: Buffer) {
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !meta.width || !meta.height) throw new Error('no dimensions');
    return {
      extension: EXTENSIONS[meta.format] ?? meta.format,
      width: meta.width,
      height: meta.height,
      hasAlpha: meta.hasAlpha === true,
    };
  } catch (error) {
    throw new Error(`Invalid image, could not read metadata: ${error instanceof Error ? error.message : error}`);
  }
}

/** The asset document Sanity stores for an upload. */
export async function assetDocument(upload: Upload): Promise<StandInDocument> {
  const sha1 = createHash('sha1').update(upload.bytes).digest('hex');
  const { projectId, dataset, origin } = upload.cdn;
  const base = {
    assetId: sha1,
    sha1hash: sha1,
    originalFilename: upload.filename,
    size: upload.bytes.length,
    uploadId: createHash('sha1').update(`${sha1}:${Date.now()}`).digest('hex').slice(0, 32),
    ...upload.fields,
  };
  if (upload.kind === 'file') {
    const extension = upload.filename.includes('.') ? (upload.filename.split('.').pop() as string) : 'bin';
    const file = `files/${projectId}/${dataset}/${sha1}.${extension}`;
    return {
      _id: `file-${sha1}-${extension}`,
      _type: 'sanity.fileAsset',
      ...base,
      extension,
      mimeType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      path: file,
      url: `${origin}/${file}`,
    };
  }
  const { extension, width, height, hasAlpha } = await imageFacts(upload.bytes);
  const file = `images/${projectId}/${dataset}/${sha1}-${width}x${height}.${extension}`;
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    ...base,
    extension,
    mimeType: CONTENT_TYPES[extension] ?? `image/${extension}`,
    path: file,
    url: `${origin}/${file}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha,
      isOpaque: !hasAlpha,
    },
  };
}

/** `/images|files/{project}/{dataset}/{file}`: the CDN's path of an asset's bytes. */
const CDN_PATH = /^\/(images|files)\/[\w-]+\/[\w-]+\/([\w-]+)\.([a-z0-9]+)$/;

/** The bytes of every asset: uploaded ones in memory, the seeded dataset's from its folder. */
export class AssetBytes {
  readonly #uploaded = new Map<string, Buffer>();

  /** `writeBack`: also a folder an upload's bytes are written to, as the dataset's are kept (images/, files/). */
  constructor(
    private readonly datasetDir?: string,
    private readonly writeBack?: string,
  ) {}

  /** Keeps an upload's bytes under the file name its CDN path ends in. */
  keep(document: StandInDocument, bytes: Buffer) {
    if (typeof document.path !== 'string') return;
    const name = path.basename(document.path);
    this.#uploaded.set(name, bytes);
    if (!this.writeBack) return;
    const folder = path.join(this.writeBack, document._type === 'sanity.imageAsset' ? 'images' : 'files');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, name), bytes);
  }

  /** The bytes and content type for a CDN path, or undefined when it names no asset. */
  serve(pathname: string): { bytes: Buffer; contentType: string } | undefined {
    const match = CDN_PATH.exec(pathname);
    if (!match) return undefined;
    const [, kind, name, extension] = match as unknown as [string, string, string, string];
    const file = `${name}.${extension}`;
    const contentType = CONTENT_TYPES[extension] ?? 'application/octet-stream';
    const uploaded = this.#uploaded.get(file);
    if (uploaded) return { bytes: uploaded, contentType };
    const seeded = this.datasetDir && path.join(this.datasetDir, kind, file);
    if (seeded && existsSync(seeded)) return { bytes: readFileSync(seeded), contentType };
    return undefined;
  }
}
