import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { seededDataset } from '../../migrations/test/dataset';
import { contentBoundaries } from './boundaries';

const require = createRequire(import.meta.url);
const { nextAfter, signatureAt } = require('../../web/cache/stage-signature.cjs') as {
  nextAfter: (boundaries: readonly number[], now: number) => number | null;
  signatureAt: (boundaries: readonly number[], now: number) => number;
};

const at = (iso: string) => Date.parse(iso);

describe('stage boundaries of the content', () => {
  it('are exactly the documented instants', async () => {
    const boundaries = contentBoundaries(await seededDataset());
    expect(boundaries.map((b) => new Date(b).toISOString())).toEqual([
      '2025-03-27T15:00:00.000Z', // Bumblebee in the US menu
      '2025-09-17T16:00:00.000Z', // toy revolution dates 1-5
      '2025-09-19T16:00:00.000Z',
      '2025-09-21T16:00:00.000Z',
      '2025-09-21T23:00:00.000Z', // Megatron presale EU/FR/DE
      '2025-09-22T00:00:00.000Z', // Megatron presale UK
      '2025-09-23T16:00:00.000Z',
      '2025-09-24T16:00:00.000Z',
      '2025-10-25T07:00:00.000Z', // Halloween starts
      '2025-11-01T07:00:00.000Z', // US Halloween ends
      '2025-11-09T22:00:00.000Z', // EU/FR/DE Halloween ends
      '2025-11-09T23:00:00.000Z', // UK Halloween ends
    ]);
  });

  it('the signature counts the boundaries passed, each from its exact instant', () => {
    const boundaries = [at('2025-09-22T00:00:00Z'), at('2025-10-25T07:00:00Z')];
    expect(signatureAt(boundaries, at('2025-09-21T23:59:59.999Z'))).toBe(0);
    expect(signatureAt(boundaries, at('2025-09-22T00:00:00Z'))).toBe(1);
    expect(signatureAt(boundaries, at('2025-10-25T07:00:00Z'))).toBe(2);
    expect(signatureAt([], Date.now())).toBe(0);
    expect(nextAfter(boundaries, at('2025-09-22T00:00:00Z'))).toBe(at('2025-10-25T07:00:00Z'));
    expect(nextAfter(boundaries, at('2025-10-25T07:00:00Z'))).toBeNull();
  });
});
