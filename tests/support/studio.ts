/**
 * The run's Studio build for browser tests: the first spec to ask builds it, a spec asking meanwhile waits for it
 * to be done (the project's workers run the Studio's specs side by side).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildMarkedStudio } from '../../scripts/lib/studio-build';

export { type StudioServer, serveStudio } from '../../scripts/lib/studio-build';

export async function testStudio(): Promise<string> {
  const dist = process.env.E2E_STUDIO_DIR ?? path.resolve('test-results', 'studio-build');
  const done = path.join(dist, '.built');
  const failed = `${dist}.failed`;
  let building = false;
  try {
    mkdirSync(`${dist}.lock`, { recursive: false });
    building = true;
  } catch {}
  if (building) {
    try {
      await buildMarkedStudio(dist);
      writeFileSync(done, '');
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
  }
  while (!existsSync(done)) {
    if (existsSync(failed)) throw new Error(`the Studio's build failed: ${readFileSync(failed, 'utf8')}`);
    await new Promise((next) => setTimeout(next, 250));
  }
  return dist;
}
