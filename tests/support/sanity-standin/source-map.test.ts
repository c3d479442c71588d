import { describe, expect, it } from 'vitest';
import { jsonPath, sourceMapOf } from './source-map';

const product = {
  _id: 'product-uk-megatron',
  _type: 'product',
  _originalId: 'drafts.product-uk-megatron',
  name: 'Flagship Megatron',
  tagline: 'Leader of the Decepticons',
  body: [{ _key: 'b1', _type: 'block', children: [{ _key: 's1', _type: 'span', text: 'Transforms in 30 steps' }] }],
};
const settings = { _id: 'regionSettings-uk', _type: 'regionSettings', labels: { soldOut: 'Sold Out' } };

describe('the stand-in’s content source maps', () => {
  it('writes paths as Sanity does, keyed array members by key', () => {
    expect(jsonPath(['body', { key: 'b1' }, 'children', { key: 's1' }, 'text'])).toBe(
      "$['body'][?(@._key=='b1')]['children'][?(@._key=='s1')]['text']",
    );
    expect(jsonPath([0, 'name'])).toBe("$[0]['name']");
  });

  it('maps each string of a result to the field of the document it came from, renamed or nested', () => {
    const result = [
      { _id: product._id, title: product.name, tagline: product.tagline, text: 'Transforms in 30 steps' },
    ];
    const map = sourceMapOf(result, [product, settings]);
    expect(map.documents).toEqual([{ _id: 'drafts.product-uk-megatron', _type: 'product' }]);
    const source = (resultPath: string) => {
      const mapping = map.mappings[resultPath];
      return mapping && map.paths[mapping.source.path];
    };
    expect(source("$[0]['title']")).toBe("$['name']");
    expect(source("$[0]['tagline']")).toBe("$['tagline']");
    expect(source("$[0]['text']")).toBe("$['body'][?(@._key=='b1')]['children'][?(@._key=='s1')]['text']");
    // The id itself and a string no document holds are not mapped.
    expect(map.mappings["$[0]['_id']"]).toBeUndefined();
    expect(sourceMapOf({ _id: product._id, computed: 'uk-flagship' }, [product]).mappings).toEqual({});
  });
});
