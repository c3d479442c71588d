/**
 * Where the embedded dataset lives: CONTENT_DATASET_DIR, else content/dataset under the current folder or one
 * level up (the app runs from web/ or from the root). The one rule for the content layer, next.config.ts and
 * the page cache's boundaries (web/lib/stage/signature.ts).
 */

import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Settings, settings } from '@showcase/schemas/settings';

export function embeddedDatasetDir(env: Pick<Settings, 'CONTENT_DATASET_DIR'> = settings()): string {
  // Read at run time, never traced: without the marks Next's build copies the whole app into its standalone folder.
  if (env.CONTENT_DATASET_DIR) return path.resolve(/*turbopackIgnore: true*/ env.CONTENT_DATASET_DIR);
  const candidates = [
    path.resolve(/*turbopackIgnore: true*/ 'content', 'dataset'),
    path.resolve(/*turbopackIgnore: true*/ '..', 'content', 'dataset'),
  ];
  return candidates.find((dir) => existsSync(/*turbopackIgnore: true*/ dir)) ?? candidates[1] ?? 'content/dataset';
}
