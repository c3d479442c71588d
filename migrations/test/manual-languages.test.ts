/**
 * 014-manual-languages: every manual file, all of them English PDFs, records English; a language an editor chose
 * stays, no other document moves, and a second run sends nothing.
 */
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/index';
import manualLanguages from '../src/migrations/014-manual-languages';
import { applyMigration, applyMigrations, type DatasetDocument } from '../src/runner';

type File = { _key: string; language?: string };
const filesOf = (docs: readonly DatasetDocument[]) =>
  docs.filter((d) => d._type === 'manual').flatMap((d) => (d.files ?? []) as File[]);

describe('014-manual-languages', () => {
  it('marks every file English, keeps an editor’s choice, and runs once', async () => {
    const was = await applyMigrations(
      [],
      MIGRATIONS.filter((m) => m.id < '014'),
    );
    // Every seeded PDF is written by assets/pdf.ts, in English (its text is ASCII), whatever the region.
    expect(filesOf(was).length).toBeGreaterThan(100);
    expect(filesOf(was).every((f) => f.language === undefined)).toBe(true);

    const edited = structuredClone(was);
    const frenchFile = filesOf(edited.filter((d) => d._id === 'manual-fr-miniRobot'))[0];
    if (frenchFile) frenchFile.language = 'fr';
    const after = await applyMigration(edited, manualLanguages.migration);
    expect(filesOf(after.filter((d) => d._id === 'manual-fr-miniRobot'))[0]?.language).toBe('fr');
    expect(filesOf(after).filter((f) => f.language !== 'en')).toHaveLength(1);
    const others = (docs: readonly DatasetDocument[]) => docs.filter((d) => d._type !== 'manual');
    expect(others(after)).toEqual(others(was));
    expect(await applyMigration(structuredClone(after), manualLanguages.migration)).toEqual(after);
  });
});
