import { createImageUrlBuilder } from '@sanity/image-url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageBase, imageUrl, pictureSource } from './image';
import { sized } from './image-size';

const ID = 'image-7631d6116705457cb2baf76f51593dcf04236900-1600x1200-svg';

describe('image addresses', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('embedded: the /media route with width and format', () => {
    vi.stubEnv('SANITY_PROJECT_ID', '');
    expect(imageUrl(ID, 800, 'webp')).toBe(
      '/media/images/7631d6116705457cb2baf76f51593dcf04236900-1600x1200.svg?w=800&fm=webp',
    );
    expect(imageBase('not-an-asset')).toBe('');
    expect(sized('', 400, 'png')).toBe('');
  });

  it("hosted: the browser's variants are the addresses Sanity's own builder makes", () => {
    vi.stubEnv('SANITY_PROJECT_ID', 'p1');
    vi.stubEnv('SANITY_DATASET', 'production');
    const builder = createImageUrlBuilder({ projectId: 'p1', dataset: 'production' });
    for (const [width, format] of [
      [400, 'png'],
      [1600, 'webp'],
    ] as const) {
      expect(sized(imageBase(ID), width, format)).toBe(builder.image(ID).width(width).format(format).url());
    }
    // What the pictures ask for: the format the browser accepts, Sanity's auto=format.
    expect(sized(imageBase(ID), 800, 'auto')).toBe(builder.image(ID).width(800).auto('format').url());
  });

  it('keeps parameters already on the base (a crop, say)', () => {
    expect(sized('/media/images/a.png?rect=0,0,10,10', 400, 'webp')).toBe(
      '/media/images/a.png?rect=0,0,10,10&w=400&fm=webp',
    );
  });
});

describe("an editor's crop and hotspot", () => {
  afterEach(() => vi.unstubAllEnvs());
  const crop = { top: 0.1, bottom: 0.2, left: 0.05, right: 0.15 };

  it('cut the same pixels on both backends: the rect of Sanity’s own builder', () => {
    vi.stubEnv('SANITY_PROJECT_ID', '');
    expect(imageBase(ID, crop)).toBe(
      '/media/images/7631d6116705457cb2baf76f51593dcf04236900-1600x1200.svg?rect=80,120,1280,840',
    );
    vi.stubEnv('SANITY_PROJECT_ID', 'p1');
    vi.stubEnv('SANITY_DATASET', 'production');
    const builder = createImageUrlBuilder({ projectId: 'p1', dataset: 'production' });
    expect(imageBase(ID, crop)).toBe(builder.image({ asset: { _ref: ID }, crop }).url());
    expect(imageBase(ID, crop)).toContain('rect=80,120,1280,840');
  });

  it('a picture has the cropped size and keeps the hotspot, measured on the cropped part, in view', () => {
    vi.stubEnv('SANITY_PROJECT_ID', '');
    const source = pictureSource({
      asset: { _id: ID, dimensions: { width: 1600, height: 1200 } },
      crop,
      hotspot: { x: 0.45, y: 0.45 },
    });
    expect(source).toMatchObject({ width: 1280, height: 840, focus: '50% 50%' });
    expect(pictureSource({ asset: { _id: ID } })).toMatchObject({ width: 1600, height: 1200, focus: null });
    expect(pictureSource({ asset: null })).toBeNull();
  });
});
