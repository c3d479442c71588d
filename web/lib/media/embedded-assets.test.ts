import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cropRect } from '../content/image';
import { imageResponse } from './embedded-assets';

describe('embedded image formats', () => {
  const name = `${'a'.repeat(40)}-10x10.png`;
  it('refuses a format that is only a property of every object', async () => {
    for (const fm of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'gif']) {
      const response = await imageResponse(name, new URLSearchParams({ fm }));
      expect(response.status, fm).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      // Refused as well where auto=format would have answered webp instead.
      const negotiated = await imageResponse(name, new URLSearchParams({ fm, auto: 'format' }), 'image/webp');
      expect(negotiated.status, `${fm} with auto=format`).toBe(400);
    }
  });
});

describe('embedded image crops', () => {
  const hash = 'c'.repeat(40);
  const ref = `image-${hash}-200x100-png`;
  const name = `${hash}-200x100.png`;
  const crop = { top: 0.1, bottom: 0.1, left: 0.25, right: 0.25 };
  let dir = '';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'media-crop-'));
    mkdirSync(path.join(dir, 'images'));
    const image = { _type: 'image', asset: { _type: 'reference', _ref: ref }, crop };
    writeFileSync(
      path.join(dir, 'data.ndjson'),
      `${JSON.stringify({ _id: 'p1', _type: 'product', images: [image] })}\n`,
    );
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#c00' } })
      .png()
      .toFile(path.join(dir, 'images', name));
    vi.stubEnv('CONTENT_DATASET_DIR', dir);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it("renders the cut an editor's crop asks for, as Sanity's builder computes it", async () => {
    const rect = cropRect(ref, crop);
    expect(rect).toBe('50,10,100,80');
    const response = await imageResponse(name, new URLSearchParams({ rect: rect ?? '', w: '400', fm: 'png' }));
    expect(response.status).toBe(200);
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    // Cut to 100×80 and not enlarged: the crop's own shape.
    expect([width, height]).toEqual([100, 80]);
  });

  it('auto=format answers webp to a browser that takes it, png to one that does not, and varies on Accept', async () => {
    const cases = [
      ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/webp'],
      ['image/png,image/*;q=0.8', 'image/png'],
      ['image/webp;q=0, image/png', 'image/png'],
      [null, 'image/png'],
    ] as const;
    for (const [accept, type] of cases) {
      const response = await imageResponse(name, new URLSearchParams({ w: '400', auto: 'format' }), accept);
      expect(response.status, String(accept)).toBe(200);
      expect(response.headers.get('content-type'), String(accept)).toBe(type);
      expect(response.headers.get('vary')).toBe('Accept');
      const { format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(format).toBe(type.slice('image/'.length));
    }
    // An explicit format is one answer for everyone: nothing to vary on.
    const fixed = await imageResponse(name, new URLSearchParams({ w: '400', fm: 'webp' }), 'image/png');
    expect(fixed.headers.get('content-type')).toBe('image/webp');
    expect(fixed.headers.get('vary')).toBeNull();
  });

  it('refuses any other cut: a client cannot make the server render arbitrary rects', async () => {
    for (const rect of ['0,0,10,10', '50,10,100,81', '-1,0,1,1', 'x']) {
      const response = await imageResponse(name, new URLSearchParams({ rect, fm: 'png' }));
      expect(response.status, rect).toBe(400);
    }
  });
});
