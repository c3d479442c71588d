/**
 * content:push against a local stand-in of Sanity's API: a dry run reads the hosted dataset, shows what each
 * migration would write and writes nothing; --apply then gives exactly the documents the embedded backend is
 * built from, and a second push changes nothing. An editor's change since is left alone; a migration that
 * breaks a rule is refused before anything is written, and one that would replace an editor's change is shown
 * and written only when told to.
 */
import { MIGRATIONS } from '@showcase/migrations/all';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyMigrations, toNdjson } from '../../migrations/src/runner';
import { belowPromotion, priceOutright, US_BUMBLEBEE, US_BUMBLEBEE_PRICE } from '../../tests/support/migrations';
import { type StandIn, type StandInDocument, startSanityStandIn } from '../../tests/support/sanity-standin';
import { DRY_RUN_DONE, pushContent } from './push';
import { pushCommand } from './push-command';

let standIn: StandIn;

// Sanity's migration runner always calls https://<project>.<apiHost>, through get-it's own undici fetch (not
// the global one); its calls go to the stand-in. vitest.config.ts inlines @sanity/migrate so this mock reaches it.
vi.mock('get-it/node', async (original) => ({
  ...(await original<typeof import('get-it/node')>()),
  createNodeFetch: () => (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    return fetch(url.replace(/^https:\/\/standin\.sanity\.test/, standIn.url), init);
  },
}));

beforeEach(async () => {
  standIn = await startSanityStandIn();
});

afterEach(async () => {
  await standIn?.close();
});

const target = () => ({
  projectId: 'standin',
  dataset: 'production',
  token: 'test-token',
  clientApiHost: standIn.url,
  migrationApiHost: 'sanity.test',
});

const quiet = { log: () => {} };
const writes = () => standIn.requests.filter((r) => r.startsWith('POST ')).length;

/** The command's exit code and the lines it printed, with --apply or without. */
async function push(args: string[], migrations = MIGRATIONS) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await pushCommand(
    args,
    target(),
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    migrations,
  );
  return { code, out, err: err.join('\n').split('\n') };
}

/**
 * Asset documents are described by whoever stores the bytes; compare their ids, and everything else whole
 * but for the stamps the store adds to every write.
 */
const comparable = (docs: { _id: string; _type: string }[]) =>
  toNdjson(
    docs.map((d) => {
      if (d._type.startsWith('sanity.')) return { _id: d._id, _type: d._type };
      const { _createdAt, _updatedAt, _rev, ...stored } = d as typeof d & Record<string, unknown>;
      return stored;
    }),
  );

const bumblebee = () => standIn.documents().find((d) => d._id === US_BUMBLEBEE);

/** An editor's publish in Studio: the stored document with `fields` changed. */
async function editorPublishes(fields: Record<string, unknown>) {
  const stored = bumblebee();
  if (!stored) throw new Error('the stand-in holds the US Bumblebee');
  const { _rev, _createdAt, _updatedAt, ...content } = stored;
  await standIn.publish({ ...content, ...fields } as StandInDocument);
}

describe('content:push', () => {
  it('without --apply shows what each migration would write, writes nothing and exits 0; --apply writes it', async () => {
    const dry = await push([]);
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('content:push: 002-products  87 created');
    expect(dry.out).toContain(`  create ${US_BUMBLEBEE}  (product)`);
    expect(dry.out).toContain('content:push: 011-jp-bumblebee-presale  1 patched');
    expect(dry.out).toContain('  patch product-jp-flagshipBumblebee  isPreSale: false → true');
    expect(dry.out.at(-1)).toBe(DRY_RUN_DONE);
    expect(standIn.documents()).toEqual([]);
    expect(writes()).toBe(0);

    const applied = await push(['--apply']);
    expect(applied).toMatchObject({ code: 0 });
    expect(comparable(standIn.documents())).toBe(comparable(await applyMigrations()));
    expect(standIn.requests.some((r) => r.startsWith('POST /v2025-09-01/data/mutate/production'))).toBe(true);
    expect(standIn.requests.some((r) => r.startsWith('POST /v2025-09-01/assets/images/production'))).toBe(true);
  });

  it('a second push uploads nothing and changes nothing, and its dry run says so', async () => {
    await pushContent(target(), { ...quiet, apply: true });
    const before = toNdjson(standIn.documents());
    const requests = writes();
    const uploads = standIn.requests.filter((r) => r.includes('/assets/')).length;
    const dry = await push([]);
    expect(dry.out.filter((line) => line.startsWith('content:push: 0'))).toEqual(
      MIGRATIONS.map((m) => `content:push: ${m.id}  nothing to change`),
    );
    expect(dry.out[0]).toMatch(/holds 480 documents; 0 assets to upload$/);
    expect(writes()).toBe(requests);
    await pushContent(target(), { ...quiet, apply: true });
    expect(toNdjson(standIn.documents())).toBe(before);
    expect(standIn.requests.filter((r) => r.includes('/assets/')).length).toBe(uploads);
  });

  it('leaves alone what an editor changed since', async () => {
    await pushContent(target(), { ...quiet, apply: true });
    await editorPublishes({ price: 1399, tagline: 'An editor’s own words' });
    const dry = await push([]);
    expect(dry.out.filter((line) => line.startsWith('  '))).toEqual([]);
    expect(await push(['--apply'])).toMatchObject({ code: 0 });
    expect(bumblebee()).toMatchObject({ price: 1399, tagline: 'An editor’s own words' });
  });

  it('refuses a migration that breaks a rule Studio enforces, dry or not, and writes nothing', async () => {
    await pushContent(target(), { ...quiet, apply: true });
    const before = toNdjson(standIn.documents());
    for (const args of [[], ['--apply']]) {
      const refused = await push(args, [...MIGRATIONS, belowPromotion]);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain(`  patch ${US_BUMBLEBEE}  price: ${US_BUMBLEBEE_PRICE} → 1199`);
      expect(refused.err).toEqual([
        'content:push: refused: the migrations leave 1 error Studio would refuse; nothing was written.',
        `  ${belowPromotion.id}  ${US_BUMBLEBEE}  activityPrice: The promotion price (1219) must be lower than the list price (1199), or shoppers would see no saving.`,
      ]);
    }
    expect(toNdjson(standIn.documents())).toBe(before);
  });

  it('shows a migration that would replace an editor’s change, and writes it only with --overwrite-edits', async () => {
    await pushContent(target(), { ...quiet, apply: true });
    await editorPublishes({ price: 1399 });
    const migrations = [...MIGRATIONS, priceOutright];

    const dry = await push([], migrations);
    expect(dry.code).toBe(0);
    const patch = dry.out.indexOf(`  patch ${US_BUMBLEBEE}  price: 1399 → 1249`);
    expect(patch).toBeGreaterThan(0);
    expect(dry.out[patch + 1]).toBe(
      `    ! overwrites an editor's change: price was ${US_BUMBLEBEE_PRICE} after the migrations, an editor made it 1399`,
    );

    const refused = await push(['--apply'], migrations);
    expect(refused.code).toBe(1);
    expect(refused.err[1]).toBe(
      `  ${priceOutright.id}  ${US_BUMBLEBEE}  price: an editor made it 1399, the migration sets 1249`,
    );
    expect(bumblebee()?.price).toBe(1399);

    expect(await push(['--apply', '--overwrite-edits'], migrations)).toMatchObject({ code: 0 });
    expect(bumblebee()?.price).toBe(1249);
  });

  it('refuses an unknown flag with its usage, before it reads anything', async () => {
    const wrong = await push(['--aply']);
    expect(wrong.code).toBe(1);
    expect(wrong.err[0]).toBe('content:push: unknown --aply');
    expect(standIn.requests).toEqual([]);
  });
});
