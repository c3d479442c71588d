/**
 * content:seed validates before it writes: a migration that leaves a document Studio would refuse is named with the
 * document, the field and the rule's message, the command exits 1, and the dataset already there stays byte for
 * byte; the migrations as they are pass, and the command says what each changed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS } from '@showcase/migrations/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { belowPromotion, US_BUMBLEBEE } from '../../tests/support/migrations';
import { seedCommand } from './seed-command';

let dir: string;

/** Every file under `root` with its bytes. */
function filesOf(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = path.join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(path.relative(root, full), readFileSync(full));
    }
  };
  walk(root);
  return files;
}

const lines = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
};

beforeAll(() => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'seed-')), 'dataset');
});

afterAll(() => {
  rmSync(path.dirname(dir), { recursive: true, force: true });
});

describe('content:seed', () => {
  it('validates the migrations as they are, writes the dataset and says what each migration changed', async () => {
    const { out, err, io } = lines();
    expect(await seedCommand({ dir }, io)).toBe(0);
    expect(err).toEqual([]);
    expect(out.slice(0, MIGRATIONS.length)).toEqual(
      MIGRATIONS.map((m) => expect.stringMatching(new RegExp(`^content: ${m.id}  \\d+ (created|patched)`))),
    );
    expect(out).toContain('content: 011-jp-bumblebee-presale  1 patched');
    expect(out.at(-1)).toMatch(/^content: validated, wrote 480 documents/);
  });

  it('refuses a migration that breaks a rule Studio enforces, naming it, and leaves the dataset byte for byte', async () => {
    const before = filesOf(dir);
    expect(before.has('data.ndjson')).toBe(true);
    const { out, err, io } = lines();
    expect(await seedCommand({ dir, migrations: [...MIGRATIONS, belowPromotion] }, io)).toBe(1);
    expect(out.at(-1)).toBe(`content: ${belowPromotion.id}  1 patched`);
    expect(err).toHaveLength(1);
    expect(err[0]?.split('\n')).toEqual([
      'content: refused: the migrations leave 1 error Studio would refuse; the dataset is left as it was.',
      `  ${belowPromotion.id}  ${US_BUMBLEBEE}  activityPrice: The promotion price (1219) must be lower than the list price (1199), or shoppers would see no saving.`,
    ]);
    expect(filesOf(dir)).toEqual(before);
  });

  it('says the dataset is up to date without validating again (the build’s content:ensure)', async () => {
    const { out, io } = lines();
    expect(await seedCommand({ dir, ifMissing: true }, io)).toBe(0);
    expect(out).toEqual([expect.stringMatching(/^content: dataset up to date \(480 documents\)/)]);
  });
});
