/**
 * Uploads as Sanity stores them: the image's real dimensions in its id and metadata, read from its bytes
 * whatever its format, and the bytes served back at the CDN address the Studio builds from its API host.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_TOKEN } from '../sanity-standin';
import { type Api, standInWith } from './testing';

let api: Api;

beforeAll(async () => {
  api = await standInWith([]);
});
afterAll(async () => {
  await api.close();
});

async function upload(kind: 'images' | 'files', bytes: Buffer, filename: string) {
  const response = await fetch(`${api.standIn.url}/v2025-02-19/assets/${kind}/production?filename=${filename}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${EDITOR_TOKEN}` },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as { document: Record<string, unknown> } };
}

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 0, b: 40, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();

describe('image upload', () => {
  it('a PNG: id image-<sha1>-<w>x<h>-png, its dimensions in the metadata, and the bytes at its CDN address', async () => {
    const bytes = await picture('png', 320, 200);
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    const { status, body } = await upload('images', bytes, 'red.png');
    expect(status).toBe(200);
    expect(body.document).toMatchObject({
      _id: `image-${sha1}-320x200-png`,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension: 'png',
      mimeType: 'image/png',
      originalFilename: 'red.png',
      size: bytes.length,
      path: `images/standin/production/${sha1}-320x200.png`,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width: 320, height: 200, aspectRatio: 1.6 },
      },
    });
    expect(api.stored(`image-${sha1}-320x200-png`)).toMatchObject({ _rev: expect.any(String) });
    // Where @sanity/image-url points for this API host, with the transformations the Studio asks for.
    const served = await fetch(`${api.standIn.url}/images/standin/production/${sha1}-320x200.png?w=100&h=100&fit=max`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(String(body.document.url)).toMatch(new RegExp(`/images/standin/production/${sha1}-320x200\\.png$`));
  });

  it.each([
    ['jpeg', 'jpg', 640, 480],
    ['webp', 'webp', 30, 90],
    ['gif', 'gif', 17, 5],
  ] as const)(
    'a %s: dimensions and extension from the bytes, whatever the file is called',
    async (format, extension, width, height) => {
      const { body } = await upload('images', await picture(format, width, height), 'named-wrongly.png');
      expect(body.document._id).toMatch(new RegExp(`^image-[0-9a-f]{40}-${width}x${height}-${extension}$`));
      expect(body.document.metadata).toMatchObject({ dimensions: { width, height } });
    },
  );

  it('the same bytes twice are one asset', async () => {
    const bytes = await picture('png', 8, 8);
    const first = await upload('images', bytes, 'a.png');
    const second = await upload('images', bytes, 'b.png');
    expect(second.body.document._id).toBe(first.body.document._id);
    expect(second.body.document.originalFilename).toBe('a.png');
  });

  it('bytes that are no image are refused', async () => {
    expect((await upload('images', Buffer.from('not a picture'), 'x.png')).status).toBe(400);
  });
});

describe('file upload', () => {
  it('file-<sha1>-<ext>, served back at its CDN address', async () => {
    const bytes = Buffer.from('%PDF-1.4 a manual');
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    const { body } = await upload('files', bytes, 'manual.pdf');
    expect(body.document).toMatchObject({
      _id: `file-${sha1}-pdf`,
      _type: 'sanity.fileAsset',
      mimeType: 'application/pdf',
    });
    const served = await fetch(`${api.standIn.url}/files/standin/production/${sha1}.pdf`);
    expect(Buffer.from(await served.arrayBuffer()).toString()).toBe('%PDF-1.4 a manual');
  });

  it('an asset that was never uploaded is not found', async () => {
    expect((await fetch(`${api.standIn.url}/images/standin/production/${'0'.repeat(40)}-1x1.png`)).status).toBe(404);
  });
});
