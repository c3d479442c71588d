import { createIfNotExists, defineMigration, type Migration } from 'sanity/migrate';
import type { SeedDocument } from '../seed/types';

export interface NamedMigration {
  /** Folder-style id, ordered: 001-…, 002-… */
  id: string;
  migration: Migration;
}

/**
 * A migration that creates the documents `build` returns, leaving any that already exist alone:
 * running it twice changes nothing, and it never overwrites an editor's published work.
 */
export function seedMigration(id: string, title: string, build: () => SeedDocument[]): NamedMigration {
  return {
    id,
    migration: defineMigration({
      title,
      async *migrate() {
        for (const document of build()) yield createIfNotExists(document);
      },
    }),
  };
}
