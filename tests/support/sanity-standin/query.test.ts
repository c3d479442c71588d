/**
 * Queries through a perspective, as Sanity answers them: each document seen as the first layer of the stack
 * that has it (a release's version, then the draft, then the published document), under its published id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_TOKEN } from '../sanity-standin';
import { type Api, standInWith } from './testing';

let api: Api;

beforeAll(async () => {
  api = await standInWith([
    { _id: 'a', _type: 'product', price: 1 },
    { _id: 'drafts.a', _type: 'product', price: 2 },
    { _id: 'versions.rABC.a', _type: 'product', price: 3 },
    { _id: 'b', _type: 'product', price: 10 },
    { _id: 'drafts.b', _type: 'product', price: 20 },
    { _id: 'c', _type: 'product', price: 100 },
    { _id: 'drafts.d', _type: 'product', price: 1000 },
    { _id: 'versions.rXYZ.c', _type: 'product', price: 300 },
  ]);
});
afterAll(async () => {
  await api.close();
});

const prices = (perspective?: string) =>
  api.query<{ _id: string; price: number }[]>('*[_type == "product"]{_id, price} | order(_id asc)', perspective);

describe('perspectives', () => {
  it('raw: every document as stored, drafts and versions under their own ids', async () => {
    expect((await prices('raw')).map((d) => d._id)).toEqual([
      'a',
      'b',
      'c',
      'drafts.a',
      'drafts.b',
      'drafts.d',
      'versions.rABC.a',
      'versions.rXYZ.c',
    ]);
  });

  it('published: only the published documents', async () => {
    expect(await prices('published')).toEqual([
      { _id: 'a', price: 1 },
      { _id: 'b', price: 10 },
      { _id: 'c', price: 100 },
    ]);
  });

  it('drafts: the draft where there is one, under the published id; a new draft too', async () => {
    expect(await prices('drafts')).toEqual([
      { _id: 'a', price: 2 },
      { _id: 'b', price: 20 },
      { _id: 'c', price: 100 },
      { _id: 'd', price: 1000 },
    ]);
  });

  it('a release stacked on drafts: the release’s version first, then the draft, then published', async () => {
    const expected = [
      { _id: 'a', price: 3 },
      { _id: 'b', price: 20 },
      { _id: 'c', price: 100 },
      { _id: 'd', price: 1000 },
    ];
    expect(await prices('rABC,drafts')).toEqual(expected);
    // As an array, JSON-encoded in the query string and as a POST body carries it.
    expect(await prices('["rABC","drafts"]')).toEqual(expected);
    const posted = await api.call('/data/query/production', {
      query: '*[_type == "product"]{_id, price} | order(_id asc)',
      perspective: ['rABC', 'drafts'],
    });
    expect(((await posted.json()) as { result: unknown }).result).toEqual(expected);
  });

  it('a release alone sees its versions over published, not the drafts', async () => {
    expect(await prices('rXYZ')).toEqual([
      { _id: 'a', price: 1 },
      { _id: 'b', price: 10 },
      { _id: 'c', price: 300 },
    ]);
  });

  it('keeps the stored id in _originalId', async () => {
    expect(await api.query('*[_id == "a"][0]._originalId', 'rABC,drafts')).toBe('versions.rABC.a');
  });

  it('refuses raw inside a stack', async () => {
    const response = await fetch(
      `${api.standIn.url}/v2025-02-19/data/query/production?query=*&perspective=raw,drafts`,
      { headers: { authorization: `Bearer ${EDITOR_TOKEN}` } },
    );
    expect(response.status).toBe(400);
  });
});
