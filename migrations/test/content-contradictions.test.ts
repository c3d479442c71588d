/**
 * Content that contradicts itself: the checks find every kind in the dataset as it was seeded
 * before migration 007, none after it, and each kind again wherever an editor brings it back.
 */
import { describe, expect, it } from 'vitest';
import { CONTRADICTION_KINDS, type Contradiction, contentContradictions } from '../src/checks';
import { JP_BUMBLEBEE_ON_SALE, RETAILER_ADDRESSES } from '../src/data/content-fixes';
import { MIGRATIONS } from '../src/index';
import contentFixes from '../src/migrations/007-content-fixes';
import jpBumblebeePresale from '../src/migrations/011-jp-bumblebee-presale';
import { applyMigration, applyMigrations, type DatasetDocument, toNdjson } from '../src/runner';
import { byId, seededDataset } from './dataset';

let before: Promise<DatasetDocument[]> | undefined;
const before007 = () => {
  before ??= applyMigrations(
    [],
    MIGRATIONS.filter((m) => m.id < '007'),
  );
  return before;
};

const kinds = (found: Contradiction[]) => [...new Set(found.map((c) => c.kind))].sort();
const idsOf = (found: Contradiction[], kind: string) =>
  found
    .filter((c) => c.kind === kind)
    .map((c) => c.id)
    .sort();

/** The seeded dataset with one document changed as an editor would. */
async function edited(id: string, change: (doc: DatasetDocument) => void): Promise<DatasetDocument[]> {
  const docs = structuredClone(await seededDataset());
  const doc = docs.find((d) => d._id === id);
  if (!doc) throw new Error(`${id} is seeded`);
  change(doc);
  return docs;
}

describe('content checks', () => {
  it('the seeded dataset contradicts itself nowhere', async () => {
    expect(contentContradictions(await seededDataset())).toEqual([]);
  });

  it('find each kind in the content as seeded before 007', async () => {
    const found = contentContradictions(await before007());
    // jp's Bumblebee as seeded was no contradiction: its bonus campaign ended, its pre-order did not (011).
    expect(kinds(found)).toEqual(CONTRADICTION_KINDS.filter((kind) => kind !== 'preOrderEnded').sort());
    expect(idsOf(found, 'preOrderEnded')).toEqual([]);
    expect(idsOf(found, 'pageProduct')).toEqual(['page-cn-k1-pro-interstellar-scout']);
    expect(idsOf(found, 'footerHeadings')).toEqual(['navigation-us']);
    expect(idsOf(found, 'addressCity')).toEqual(Object.keys(RETAILER_ADDRESSES).sort());
    expect(idsOf(found, 'copyrightYear')).toHaveLength(8);
  });

  it('a pre-order whose copy says it ended, in any of the six languages', async () => {
    const texts: [string, string][] = [
      ['us', 'Pre-orders closed on May 6.'],
      ['uk', 'Pre-orders have now closed; thank you.'],
      ['fr', 'La précommande est terminée depuis le 6 mai.'],
      ['de', 'Die Vorbestellung ist beendet.'],
      ['kr', '사전 예약은 5월 6일에 종료되었습니다.'],
      ['cn', '预售活动已于5月6日结束。'],
      ['jp', '予約受付は5月6日で終了しました。'],
    ];
    for (const [region, text] of texts) {
      const id = region === 'jp' ? 'product-jp-flagshipBumblebee' : `product-${region}-flagshipMegatron`;
      const docs = await edited(id, (doc) => {
        doc.isPreSale = true;
        doc.stock = 100;
        doc.description = text;
      });
      expect(kinds(contentContradictions(docs)), `${region}: ${text}`).toEqual(['preOrderEnded']);
    }
    // The same words on a product that does not offer a pre-order are history, not a contradiction.
    const sold = await edited('product-jp-flagshipBumblebee', (doc) => {
      doc.isPreSale = false;
    });
    expect(contentContradictions(sold)).toEqual([]);
    // A pre-sale product that says nothing of an end is fine (uk Megatron, as seeded).
    expect((await seededDataset()).find((d) => d._id === 'product-uk-flagshipMegatron')?.isPreSale).toBe(true);
  });

  it('a page whose path names another product than it shows', async () => {
    const docs = await edited('page-us-flagship-megatron', (doc) => {
      doc.product = { _type: 'reference', _ref: 'product-us-flagshipBumblebee' };
    });
    expect(contentContradictions(docs)).toEqual([
      expect.objectContaining({ kind: 'pageProduct', id: 'page-us-flagship-megatron' }),
    ]);
  });

  it('two footer columns under one heading, within a region', async () => {
    const docs = await edited('navigation-fr', (doc) => {
      const groups = doc.footerGroups as { title?: string }[];
      const first = groups[0];
      if (first) first.title = 'Assistance';
    });
    expect(contentContradictions(docs)).toEqual([
      expect.objectContaining({
        kind: 'footerHeadings',
        id: 'navigation-fr',
        message: expect.stringContaining('Assistance'),
      }),
    ]);
  });

  it('an address that repeats its city, and a copyright line with its own year', async () => {
    const address = await edited('retailer-de-1', (doc) => {
      doc.address = 'Getriebegasse 14, 10178 Berlin';
    });
    expect(kinds(contentContradictions(address))).toEqual(['addressCity']);
    const copyright = await edited('regionSettings-kr', (doc) => {
      doc.copyright = 'Copyright 2026 Roboshift';
    });
    expect(kinds(contentContradictions(copyright))).toEqual(['copyrightYear']);
  });
});

describe('007-content-fixes', () => {
  it('changes only what it fixes', async () => {
    // 007 alone over what came before it (later migrations change other things).
    const old = byId(await before007());
    const fixed = byId(await applyMigration(structuredClone(await before007()), contentFixes.migration));
    const changed = [...fixed.keys()].filter((id) => JSON.stringify(old.get(id)) !== JSON.stringify(fixed.get(id)));
    expect(changed.sort()).toEqual(
      [
        ...['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn'].map((r) => `regionSettings-${r}`),
        ...['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn'].map((r) => `product-${r}-miniRobot`),
        'navigation-us',
        'navigation-cn',
        'product-jp-flagshipBumblebee',
        'product-cn-k1ProInterstellarScout',
        'page-cn-k1-pro-interstellar-scout',
        ...Object.keys(RETAILER_ADDRESSES),
      ].sort(),
    );
    expect(fixed.get('regionSettings-us')?.copyright).toBe('Roboshift. All rights reserved.');
    expect(fixed.get('regionSettings-cn')?.copyright).toBe('Roboshift 版权所有');
    expect(fixed.get('product-jp-flagshipBumblebee')?.isPreSale).toBe(false);
    expect(JSON.stringify(fixed.get('product-jp-flagshipBumblebee'))).toContain(JP_BUMBLEBEE_ON_SALE.text);
    expect(fixed.get('page-cn-k1-pro-interstellar-scout')).toMatchObject({
      product: { _ref: 'product-cn-k1ProInterstellarScout' },
      title: '星际侦察兵 K1 Pro',
      heading: '星际侦察兵 K1 Pro',
    });
    expect(fixed.get('product-cn-k1ProInterstellarScout')).toMatchObject({ unlockingSoon: true, region: 'cn' });
    expect(fixed.get('product-cn-k1ProInterstellarScout')?.price).toBeUndefined();
    for (const region of ['us', 'kr', 'cn']) expect(fixed.get(`product-${region}-miniRobot`)?.unlockingSoon).toBe(true);
    // kr's Bumblebee has a store link and no price (SPEC §3): on sale, not "unlocking soon".
    expect(fixed.get('product-kr-flagshipBumblebee')?.unlockingSoon).toBeUndefined();
  });

  it('the retailer table names each address exactly as it was seeded', async () => {
    const old = byId(await before007());
    for (const [id, fix] of Object.entries(RETAILER_ADDRESSES))
      expect({ address: old.get(id)?.address, city: old.get(id)?.city }, id).toEqual(fix.seeded);
  });

  it('cn’s menu sends the K1 to its store and lists the K1 Pro, whose page it is', async () => {
    // As 007 left it: 009 then names the K1 itself rather than its store address (menu-products.test.ts).
    const nav = byId(await applyMigration(structuredClone(await before007()), contentFixes.migration)).get(
      'navigation-cn',
    );
    const items = (nav?.items ?? []) as { _key: string; children: { _key: string; page?: string; url?: string }[] }[];
    const products = items.find((item) => item._key === 'i-products');
    const keys = products?.children.map((child) => child._key) ?? [];
    expect(keys.indexOf('p-k1ProInterstellarScout')).toBe(keys.indexOf('p-interstellarScoutK1') + 1);
    const child = (key: string) => products?.children.find((c) => c._key === key);
    expect(child('p-interstellarScoutK1')).toMatchObject({ url: expect.stringMatching(/^https:\/\//) });
    expect(child('p-interstellarScoutK1')?.page).toBeUndefined();
    expect(child('p-k1ProInterstellarScout')?.page).toBe('k1-pro-interstellar-scout');
  });

  it('a second run sends nothing, and an editor’s own wording survives it', async () => {
    const once = await seededDataset();
    expect(toNdjson(await applyMigration(structuredClone(once), contentFixes.migration))).toBe(toNdjson(once));

    // An editor who restores the pre-order and rewrites the paragraph, and moves a shop: 007 leaves both alone.
    const mine = structuredClone(await before007());
    const bumblebee = mine.find((d) => d._id === 'product-jp-flagshipBumblebee');
    const shop = mine.find((d) => d._id === 'retailer-fr-1');
    if (!bumblebee || !shop) throw new Error('seeded');
    bumblebee.sections = JSON.parse(
      JSON.stringify(bumblebee.sections).replace(JP_BUMBLEBEE_ON_SALE.seeded, '秋の予約を受付中です。'),
    );
    shop.address = '1 rue Neuve';
    const after = byId(await applyMigration(mine, contentFixes.migration));
    expect(after.get('product-jp-flagshipBumblebee')?.isPreSale).toBe(true);
    expect(after.get('retailer-fr-1')).toMatchObject({ address: '1 rue Neuve', city: 'Paris' });
  });
});

describe('011-jp-bumblebee-presale', () => {
  const BUMBLEBEE = 'product-jp-flagshipBumblebee';
  const before011 = async () =>
    applyMigrations(
      [],
      MIGRATIONS.filter((m) => m.id < '011'),
    );

  it('jp’s Bumblebee is a pre-sale at 174,900 again (SPEC §3), its copy saying pre-orders go on', async () => {
    const old = byId(await before011());
    expect(old.get(BUMBLEBEE)?.isPreSale).toBe(false);
    // Through 011, so that a later migration's own changes are not counted as 011's.
    const docs = await applyMigrations(
      [],
      MIGRATIONS.filter((m) => m.id < '012'),
    );
    const bumblebee = byId(docs).get(BUMBLEBEE);
    expect(bumblebee).toMatchObject({ isPreSale: true, price: 174900 });
    const copy = JSON.stringify(bumblebee);
    expect(copy).toContain(JP_BUMBLEBEE_ON_SALE.preSale);
    expect(copy).not.toContain(JP_BUMBLEBEE_ON_SALE.text);
    // The seeded paragraph about the bonus campaign stays, and contradicts nothing.
    expect(copy).toContain('予約特典キャンペーン');
    expect(contentContradictions(docs)).toEqual([]);
    // Nothing else moved.
    const changed = [...byId(docs).keys()].filter(
      (id) => id !== BUMBLEBEE && JSON.stringify(old.get(id)) !== JSON.stringify(byId(docs).get(id)),
    );
    expect(changed).toEqual([]);
  });

  it('a second run of every migration sends 007 and 011 nothing, and an editor’s own choice stays', async () => {
    const once = await seededDataset();
    expect(toNdjson(await applyMigration(structuredClone(once), contentFixes.migration))).toBe(toNdjson(once));
    expect(toNdjson(await applyMigration(structuredClone(once), jpBumblebeePresale.migration))).toBe(toNdjson(once));
    // An editor who sells it as an ordinary product, with words of their own: 011 leaves it.
    const mine = structuredClone(await before011());
    const bumblebee = mine.find((d) => d._id === BUMBLEBEE);
    if (!bumblebee) throw new Error('seeded');
    bumblebee.sections = JSON.parse(
      JSON.stringify(bumblebee.sections).replace(JP_BUMBLEBEE_ON_SALE.text, '通常販売中です。'),
    );
    const after = byId(await applyMigration(mine, jpBumblebeePresale.migration));
    expect(after.get(BUMBLEBEE)?.isPreSale).toBe(false);
  });
});
