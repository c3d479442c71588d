/**
 * Serves the embedded dataset's assets with the parameters Sanity's image CDN takes (rect, w, fm, auto=format),
 * cropping and resizing with sharp. Filenames are content hashes, so every answer is cacheable forever.
 * A `rect` is rendered only when the content's own crops ask for it (lib/content/image.ts computes it the
 * same way for the pages), so a client cannot make the server render arbitrary cuts.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { embeddedDatasetDir } from '../content/config';
import { loadDataset } from '../content/embedded';
import { assetFileName, cropRect, type ImageCrop, type ImageFormat, MEDIA_WIDTHS } from '../content/image';
import { acceptedValues } from '../http/accepted';
import { log } from '../telemetry/log';

/** An image asset's file (image.ts `assetFileName`); its width is what a content crop's rect is measured in. */
const IMAGE_NAME = /^[a-f0-9]{40}-(\d+)x\d+\.(svg|png|jpg|webp)$/;
const FILE_NAME = /^[a-f0-9]{40}\.(pdf)$/;
const FORMATS: Record<ImageFormat, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PLAIN = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/** By own property: `fm=constructor` or `fm=__proto__` must not find Object.prototype's members. */
const isImageFormat = (value: string): value is ImageFormat => Object.hasOwn(FORMATS, value);

const rendered = new Map<string, Buffer>();
const MAX_RENDERED = 256;

function remember(key: string, bytes: Buffer) {
  if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value as string);
  rendered.set(key, bytes);
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });

async function readAsset(folder: 'images' | 'files', name: string): Promise<Buffer | null> {
  try {
    return await readFile(/*turbopackIgnore: true*/ path.join(embeddedDatasetDir(), folder, name));
  } catch {
    return null;
  }
}

/** Rendered variants also live on disk beside the dataset, so a restart does not render them again. */
const cacheFile = (key: string) =>
  path.join(/*turbopackIgnore: true*/ embeddedDatasetDir(), 'cache', key.replace(/:/g, '-'));

async function readCached(key: string): Promise<Buffer | undefined> {
  try {
    return await readFile(/*turbopackIgnore: true*/ cacheFile(key));
  } catch {
    return undefined;
  }
}

async function writeCached(key: string, bytes: Buffer) {
  try {
    await mkdir(/*turbopackIgnore: true*/ path.dirname(cacheFile(key)), { recursive: true });
    await writeFile(/*turbopackIgnore: true*/ cacheFile(key), bytes);
  } catch (error) {
    // A read-only disk only costs a re-render next time.
    log.error('media: could not cache a rendered image', error);
  }
}

/** The smallest allowed width at least as large as asked (so a client cannot make us render arbitrary sizes). */
export function allowedWidth(asked: number): number {
  const widths: readonly number[] = MEDIA_WIDTHS;
  return widths.find((w) => w >= asked) ?? widths[widths.length - 1] ?? 1600;
}

let cropsOf: { documents: unknown[]; rects: Map<string, Set<string>> } | null = null;

/** Every rect the embedded content's crops ask for, by asset file name (found anywhere in any document). */
function contentRects(): Map<string, Set<string>> {
  const documents = loadDataset();
  if (cropsOf?.documents === documents) return cropsOf.rects;
  const rects = new Map<string, Set<string>>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visit);
    const { asset, crop } = value as { asset?: { _ref?: unknown }; crop?: ImageCrop };
    const ref = asset?._ref;
    if (typeof ref === 'string' && crop) {
      const name = assetFileName(ref);
      const rect = cropRect(ref, crop);
      if (name && rect) rects.set(name, (rects.get(name) ?? new Set()).add(rect));
    }
    Object.values(value).forEach(visit);
  };
  documents.forEach(visit);
  cropsOf = { documents, rects };
  return rects;
}

/** The content's rects for one asset; none while the dataset cannot be read (the pages say why). */
function rectsOf(name: string): ReadonlySet<string> {
  try {
    return contentRects().get(name) ?? new Set();
  } catch {
    return new Set();
  }
}

/** A rect as sharp's extract takes it, scaled to the pixels sharp decodes (an SVG may declare another size). */
function extractRegion(rect: string, assetWidth: number, decodedWidth: number) {
  const [left = 0, top = 0, width = 0, height = 0] = rect.split(',').map(Number);
  const scale = decodedWidth / assetWidth;
  return {
    left: Math.round(left * scale),
    top: Math.round(top * scale),
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * `auto=format`, as Sanity's CDN reads it: webp for a browser that says it takes webp, else the `fm` asked for
 * (png when none). Such an answer varies on Accept, so a cache in front keeps one copy per kind of browser.
 */
export async function imageResponse(
  name: string,
  search: URLSearchParams,
  accept: string | null = null,
): Promise<Response> {
  const image = IMAGE_NAME.exec(name);
  if (!image) return notFound();
  const asked = search.get('fm') ?? 'png';
  if (!isImageFormat(asked)) return new Response('Unsupported format', { status: 400, headers: PLAIN });
  const negotiated = search.get('auto') === 'format';
  const format: ImageFormat = negotiated && acceptedValues(accept).has('image/webp') ? 'webp' : asked;
  const rect = search.get('rect');
  if (rect !== null && !rectsOf(name).has(rect))
    return new Response('No content crops this image so', { status: 400, headers: PLAIN });
  const width = allowedWidth(Number(search.get('w')) || 800);
  const key = `${name}:${rect ?? 'whole'}:${width}:${format}`;
  let bytes = rendered.get(key) ?? (await readCached(key));
  if (!bytes) {
    const source = await readAsset('images', name);
    if (!source) return notFound();
    let pipeline = sharp(source);
    if (rect) {
      const assetWidth = Number(image[1]);
      const decoded = (await pipeline.metadata()).width ?? assetWidth;
      pipeline = sharp(await pipeline.extract(extractRegion(rect, assetWidth, decoded)).toBuffer());
    }
    pipeline = pipeline.resize({ width, withoutEnlargement: !name.endsWith('.svg') });
    bytes = await (format === 'webp'
      ? pipeline.webp({ quality: 80 })
      : format === 'jpg'
        ? pipeline.jpeg({ quality: 82 })
        : pipeline.png({ compressionLevel: 9, palette: true })
    ).toBuffer();
    await writeCached(key, bytes);
  }
  remember(key, bytes);
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': FORMATS[format], 'cache-control': IMMUTABLE, ...(negotiated && { vary: 'Accept' }) },
  });
}

export async function fileResponse(name: string): Promise<Response> {
  if (!FILE_NAME.test(name)) return notFound();
  const bytes = await readAsset('files', name);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'cache-control': IMMUTABLE,
      'content-disposition': `inline; filename="${name}"`,
    },
  });
}
