/**
 * 012-kr-jp-copyright: kr's and jp's footers say their copyright line in their own language; nothing else moves,
 * an editor's own line stays, and a second run sends nothing.
 */
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/index';
import krJpCopyright from '../src/migrations/012-kr-jp-copyright';
import { applyMigration, applyMigrations, type DatasetDocument } from '../src/runner';

let before: Promise<DatasetDocument[]> | undefined;
const before012 = () => {
  before ??= applyMigrations(
    [],
    MIGRATIONS.filter((m) => m.id < '012'),
  );
  return before;
};
const copyrights = (docs: readonly DatasetDocument[]) =>
  Object.fromEntries(docs.filter((d) => d._type === 'regionSettings').map((d) => [d._id, d.copyright]));

describe('012-kr-jp-copyright', () => {
  it('gives kr and jp their own words, and leaves every other region’s line and document as it was', async () => {
    const was = await before012();
    expect(copyrights(was)['regionSettings-kr']).toBe('Roboshift. All rights reserved.');
    const after = await applyMigration(structuredClone(was), krJpCopyright.migration);
    expect(copyrights(after)).toEqual({
      ...copyrights(was),
      'regionSettings-kr': 'Roboshift. 모든 권리 보유.',
      'regionSettings-jp': 'Roboshift. 無断複写・転載を禁じます。',
    });
    const others = (docs: readonly DatasetDocument[]) =>
      docs.filter((d) => !['regionSettings-kr', 'regionSettings-jp'].includes(d._id));
    expect(others(after)).toEqual(others(was));
    // Run again: nothing more changes.
    expect(await applyMigration(structuredClone(after), krJpCopyright.migration)).toEqual(after);
  });

  it('keeps an editor’s own line', async () => {
    const edited = structuredClone(await before012()).map((d) =>
      d._id === 'regionSettings-jp' ? { ...d, copyright: 'Roboshift Inc.' } : d,
    );
    const after = await applyMigration(edited, krJpCopyright.migration);
    expect(copyrights(after)['regionSettings-jp']).toBe('Roboshift Inc.');
  });
});
