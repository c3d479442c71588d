/**
 * What `npm run content:seed` does and says, as a function the tests call with their own migrations and folder:
 * it returns the exit code and writes every line through `io`, so no error reaches the terminal as a stack.
 */
import path from 'node:path';
import type { NamedMigration } from '@showcase/migrations/all';
import { DATASET_DIR, DATASET_FILE, readManifest, sourceHash } from './dataset-files';
import { CONSOLE, ContentRefused, type Io } from './migration-report';

export interface SeedCommand {
  /** Only when the dataset is missing or was built from other sources (the build's content:ensure). */
  ifMissing?: boolean;
  dir?: string;
  migrations?: readonly NamedMigration[];
}

export async function seedCommand(command: SeedCommand = {}, io: Io = CONSOLE): Promise<number> {
  const dir = command.dir ?? DATASET_DIR;
  const shown = path.relative(process.cwd(), dir) || '.';
  const current = readManifest(dir);
  if (command.ifMissing && current?.sourceHash === sourceHash()) {
    io.out(`content: dataset up to date (${current.documents} documents) in ${shown}`);
    return 0;
  }
  const started = performance.now();
  try {
    // Loaded only to seed: validation loads Sanity's Studio package, seconds a build's up-to-date check never needs.
    const { seedDataset } = await import('./seed');
    const { manifest } = await seedDataset({
      dir,
      log: io.out,
      ...(command.migrations && { migrations: command.migrations }),
    });
    io.out(
      `content: validated, wrote ${manifest.documents} documents (${(manifest.bytes / 1024).toFixed(0)} KiB) to ${path.join(shown, DATASET_FILE)} in ${Math.round(performance.now() - started)} ms`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ContentRefused) io.err(error.message);
    else
      io.err(
        `content: seeding failed; the previous dataset is left as it was.\n${error instanceof Error ? error.message : String(error)}`,
      );
    return 1;
  }
}
