import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentBoundaries } from '@showcase/schemas/boundaries';
import { settingsFrom } from '@showcase/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataset } from '../../../migrations/test/dataset';
import { seedDataset } from '../../../scripts/lib/seed';
import { TEST_REDIS_URL, testRedisAnswers } from '../../../tests/support/redis';
import { type StandIn, startSanityStandIn } from '../../../tests/support/sanity-standin';
import { refreshBoundaries, writeContentState } from './boundaries';
import { mirrorSharedBoundaries, shareContentState } from './shared-boundaries';
import { nextAfter, signatureAt } from './signature';

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

describe('boundaries from the hosted dataset', () => {
  let dir: string;
  let standIn: StandIn;
  const saved = { ...process.env };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
    await seedDataset({ dir });
    standIn = await startSanityStandIn(path.join(dir, 'data.ndjson'));
    Object.assign(process.env, {
      SANITY_PROJECT_ID: 'standin',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: standIn.url,
      STAGE_BOUNDARIES_FILE: path.join(dir, 'live', 'boundaries.json'),
    });
  });

  afterAll(async () => {
    await standIn?.close();
    for (const key of ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_HOST', 'STAGE_BOUNDARIES_FILE'])
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    rmSync(dir, { recursive: true, force: true });
  });

  const revision = () =>
    (JSON.parse(readFileSync(path.join(dir, 'live', 'boundaries.json'), 'utf8')) as { revision: number }).revision;
  const written = () =>
    (JSON.parse(readFileSync(path.join(dir, 'live', 'boundaries.json'), 'utf8')) as { boundaries: number[] })
      .boundaries;

  it('are the seed’s boundaries, and follow an editor’s published change', async () => {
    const seeded = (JSON.parse(readFileSync(path.join(dir, 'boundaries.json'), 'utf8')) as { boundaries: number[] })
      .boundaries;
    expect(await refreshBoundaries()).toEqual({ boundaries: seeded, revision: 0, changed: true });
    expect(written()).toEqual(seeded);
    expect((await refreshBoundaries()).changed).toBe(false);
    // A publish raises the revision even when no date moved, and a copy with an older one cannot lower it.
    const before = revision();
    expect((await refreshBoundaries({ published: true })).changed).toBe(true);
    expect(revision()).toBeGreaterThan(before);
    expect(writeContentState({ boundaries: seeded, revision: before }).state.revision).toBe(revision());

    // An editor moves the US Halloween start one day earlier: the old instant goes, the new one comes.
    const halloween = standIn.documents().find((d) => d._id === 'schedule-halloween-us');
    if (!halloween) throw new Error('the US Halloween schedule is seeded');
    const earlier = '2025-10-24T07:00:00.000Z';
    const timestamps = [earlier, ...(halloween.timestamps as string[]).slice(1)];
    await standIn.publish({ ...halloween, timestamps });
    const { boundaries, changed } = await refreshBoundaries();
    expect(changed).toBe(true);
    expect(written()).toEqual(boundaries);
    expect(boundaries).toContain(Date.parse(earlier));
    // The EU/FR/DE and UK schedules still start at the old instant; only the US one moved.
    expect(boundaries.length).toBe(seeded.length + 1);
  });

  it('are shared through the Redis of the page cache: another instance mirrors a refresh, and a new one reads it', async () => {
    if (!(await testRedisAnswers('sharing the boundaries'))) return;
    const env = settingsFrom({
      ...process.env,
      ISR_CACHE_REDIS_URL: TEST_REDIS_URL,
      ISR_CACHE_PREFIX: `test-${randomUUID()}:`,
    });
    Object.assign(process.env, {
      ISR_CACHE_REDIS_URL: env.ISR_CACHE_REDIS_URL,
      ISR_CACHE_PREFIX: env.ISR_CACHE_PREFIX,
    });
    const other: number[][] = [];
    const stops = [mirrorSharedBoundaries(({ boundaries }) => other.push(boundaries), env)];
    try {
      // Until the other instance's subscription is live, an announcement may pass it by.
      await expect
        .poll(async () => {
          await shareContentState({ boundaries: [1], revision: 0 }, env);
          return other.some((b) => b[0] === 1);
        })
        .toBe(true);

      const halloween = standIn.documents().find((d) => d._id === 'schedule-halloween-us');
      if (!halloween) throw new Error('the US Halloween schedule is seeded');
      const later = '2025-10-23T07:00:00.000Z';
      const timestamps = [later, ...(halloween.timestamps as string[]).slice(1)];
      await standIn.publish({ ...halloween, timestamps });
      const { boundaries } = await refreshBoundaries();
      expect(boundaries).toContain(Date.parse(later));
      await expect.poll(() => other.at(-1)).toEqual(boundaries);

      // An instance that starts later (or reconnects) reads what is stored.
      const late: number[][] = [];
      stops.push(mirrorSharedBoundaries(({ boundaries }) => late.push(boundaries), env));
      await expect.poll(() => late.at(-1)).toEqual(boundaries);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
      delete process.env.ISR_CACHE_REDIS_URL;
      delete process.env.ISR_CACHE_PREFIX;
    }
  });
});
