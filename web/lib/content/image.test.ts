import { createImageUrlBuilder } from '@sanity/image-url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageBase, imageUrl } from './image';
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
  });

  it('keeps parameters already on the base (a crop, say)', () => {
    expect(sized('/media/images/a.png?rect=0,0,10,10', 400, 'webp')).toBe(
      '/media/images/a.png?rect=0,0,10,10&w=400&fm=webp',
    );
  });
});
