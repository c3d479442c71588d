import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validate } from '@showcase/schemas/validate-document';
import { createIfNotExists, defineMigration } from 'sanity/migrate';
import { describe, expect, it } from 'vitest';
import { seedDataset } from '../../scripts/lib/seed';
import { MIGRATIONS } from '../src/index';
import { applyMigrations, toNdjson } from '../src/runner';
import { seededDataset } from './dataset';

describe('migrations', () => {
  it('running every migration a second time changes nothing', async () => {
    const once = await seededDataset();
    const twice = await applyMigrations(structuredClone(once));
    expect(toNdjson(twice)).toBe(toNdjson(once));
  });

  it('keep an editor’s change when run again (createIfNotExists)', async () => {
    const once = structuredClone(await seededDataset());
    const product = once.find((d) => d._id === 'product-us-flagshipBumblebee');
    if (!product) throw new Error('seed has no US Bumblebee');
    product.price = 1399;
    const again = await applyMigrations(once);
    expect(again.find((d) => d._id === 'product-us-flagshipBumblebee')?.price).toBe(1399);
  });

  it('every seeded document passes the validation Studio runs', async () => {
    const docs = await seededDataset();
    const failures: string[] = [];
    for (const doc of docs.filter((d) => !d._type.startsWith('sanity.'))) {
      const markers = await validate(doc, docs);
      for (const m of markers)
        if (m.level === 'error') failures.push(`${doc._id} ${JSON.stringify(m.path)}: ${m.message}`);
    }
    expect(failures).toEqual([]);
  });

  it('a migration that fails halfway leaves the previous dataset intact', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dataset-'));
    try {
      await seedDataset({ dir });
      const before = readFileSync(path.join(dir, 'data.ndjson'), 'utf8');
      const broken = {
        id: '999-broken',
        migration: defineMigration({
          title: 'fails after its first mutation',
          async *migrate() {
            yield createIfNotExists({ _id: 'half-written', _type: 'page' });
            throw new Error('disk on fire');
          },
        }),
      };
      await expect(seedDataset({ dir, migrations: [...MIGRATIONS, broken] })).rejects.toThrow(
        /Migration 999-broken failed: disk on fire/,
      );
      expect(readFileSync(path.join(dir, 'data.ndjson'), 'utf8')).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
