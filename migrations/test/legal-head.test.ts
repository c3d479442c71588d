/**
 * 010-legal-head: every legal text has a search description and keywords in its region's language, so
 * the cookies, privacy and terms pages have a whole head; nothing else in the dataset moves, and an editor's own
 * words stay.
 */
import { REGIONS } from '@showcase/schemas/regions';
import { describe, expect, it } from 'vitest';
import { COPY } from '../src/data/copy';
import { MIGRATIONS } from '../src/index';
import legalHead from '../src/migrations/010-legal-head';
import { applyMigration, applyMigrations, type DatasetDocument, toNdjson } from '../src/runner';

let before: Promise<DatasetDocument[]> | undefined;
/** The dataset as every migration before 010 leaves it, whether or not 010 is registered yet. */
const before010 = () => {
  before ??= applyMigrations(
    [],
    MIGRATIONS.filter((m) => m.id < '010'),
  );
  return before;
};
const after010 = async () => applyMigration(structuredClone(await before010()), legalHead.migration);

const legalTexts = (docs: readonly DatasetDocument[]) => docs.filter((d) => d._type === 'legalPage');
const withoutHead = (doc: DatasetDocument) => {
  if (doc._type !== 'legalPage') return doc;
  const { description: _description, keywords: _keywords, ...rest } = doc;
  return rest;
};

describe('010-legal-head', () => {
  it('the seed left every legal text without a description or keywords (what the pages lacked)', async () => {
    const texts = legalTexts(await before010());
    expect(texts).toHaveLength(REGIONS.length * 3);
    for (const text of texts) expect([text.description, text.keywords], text._id).toEqual([undefined, undefined]);
  });

  it('gives all 24 legal texts a description and keywords, each in its own words', async () => {
    const texts = legalTexts(await after010());
    expect(texts).toHaveLength(24);
    const descriptions = new Set<string>();
    for (const text of texts) {
      expect(typeof text.description, text._id).toBe('string');
      expect((text.description as string).trim().length, text._id).toBeGreaterThan(40);
      descriptions.add(text.description as string);
      const keywords = text.keywords as string[];
      expect(keywords.length, text._id).toBeGreaterThanOrEqual(3);
      for (const keyword of keywords) expect(keyword.trim(), text._id).not.toBe('');
    }
    // uk and eu share English; each text still says which site and which law it is about.
    expect(descriptions.size).toBe(24);
  });

  it('writes each region in its language: us in its page copy’s words, the others in their own script', async () => {
    const texts = new Map(legalTexts(await after010()).map((d) => [d._id, d]));
    expect(texts.get('legalPage-us-cookies')?.description).toBe(COPY.us.pages['cookies-policy']?.description);
    expect(texts.get('legalPage-us-privacy')?.keywords).toEqual(COPY.us.pages['privacy-policy']?.keywords);
    expect(texts.get('legalPage-us-terms')?.description).toBe(COPY.us.pages['terms-use']?.description);
    expect(texts.get('legalPage-uk-privacy')?.description).toMatch(/UK GDPR/);
    expect(texts.get('legalPage-de-privacy')?.description).toMatch(/DSGVO/);
    expect(texts.get('legalPage-fr-privacy')?.description).toMatch(/RGPD/);
    expect(texts.get('legalPage-kr-terms')?.description).toMatch(/[\uac00-\ud7a3]/);
    expect(texts.get('legalPage-jp-cookies')?.description).toMatch(/[\u3040-\u30ff]/);
    expect(texts.get('legalPage-cn-privacy')?.description).toMatch(/[\u4e00-\u9fff]/);
  });

  it('changes nothing but legal texts’ description and keywords', async () => {
    expect(toNdjson((await after010()).map(withoutHead))).toBe(toNdjson(await before010()));
  });

  it('keeps an editor’s words, even an emptied field, and fills an editor’s new text and a draft', async () => {
    const docs = structuredClone(await before010());
    const cookies = docs.find((d) => d._id === 'legalPage-uk-cookies');
    const terms = docs.find((d) => d._id === 'legalPage-de-terms');
    if (!cookies || !terms) throw new Error('seeded legal texts missing');
    cookies.description = 'Our own words about cookies.';
    terms.keywords = [];
    docs.push(
      { _id: 'legalPage-kr-cookies-2', _type: 'legalPage', region: 'kr', kind: 'cookies', title: '쿠키' },
      { _id: 'drafts.legalPage-fr-privacy', _type: 'legalPage', region: 'fr', kind: 'privacy', title: 'Vie privée' },
      { _id: 'legalPage-xx', _type: 'legalPage', region: 'nowhere', kind: 'cookies', title: '?' },
    );
    const after = new Map((await applyMigration(docs, legalHead.migration)).map((d) => [d._id, d]));
    const seeded = new Map(legalTexts(await after010()).map((d) => [d._id, d]));
    expect(after.get('legalPage-uk-cookies')?.description).toBe('Our own words about cookies.');
    expect(after.get('legalPage-uk-cookies')?.keywords).toEqual(seeded.get('legalPage-uk-cookies')?.keywords);
    expect(after.get('legalPage-de-terms')?.keywords).toEqual([]);
    expect(after.get('legalPage-de-terms')?.description).toBe(seeded.get('legalPage-de-terms')?.description);
    expect(after.get('legalPage-kr-cookies-2')?.description).toBe(seeded.get('legalPage-kr-cookies')?.description);
    expect(after.get('drafts.legalPage-fr-privacy')?.keywords).toEqual(seeded.get('legalPage-fr-privacy')?.keywords);
    expect(after.get('legalPage-xx')?.description).toBeUndefined();
  });

  it('a second run changes nothing', async () => {
    const once = await after010();
    expect(toNdjson(await applyMigration(structuredClone(once), legalHead.migration))).toBe(toNdjson(once));
  });

  it('every page showing a legal text now has a description and keywords for its head', async () => {
    const docs = await after010();
    const byId = new Map(docs.map((d) => [d._id, d]));
    const pages = docs.filter((d) => d._type === 'page' && d.legal);
    expect(pages.map((p) => p._id).sort()).toEqual([
      'page-us-cookies-policy',
      'page-us-privacy-policy',
      'page-us-terms-use',
    ]);
    for (const page of pages) {
      const legal = byId.get((page.legal as { _ref: string })._ref);
      expect(page.description ?? legal?.description, page._id).toBeTruthy();
      expect(page.keywords ?? legal?.keywords, page._id).toBeTruthy();
    }
  });
});
