import { expect, test } from '@playwright/test';
import { attackMemory } from '../../scripts/lib/attack-memory';

/**
 * The short soak: what a scanner does to the production start's memory (scripts/lib/attack-memory.ts,
 * the load `npm run bench:attack-memory` runs for four minutes, here about one). The bounds: the
 * peak (VmHWM, start-up included) at most 600 MB, and at most 450 MB once the load has passed. Before a new
 * account folder was made in a process of its own (accounts/src/db/pglite.ts), the first account call took the
 * server to 680 MB here and 813 MB in one CI run (bench/results/2026-12-02-memory.md).
 */
const port = Number(process.env.FAULTS_ATTACK_PORT ?? 3228);

test('a scanner’s load keeps the server under 600 MB at its peak and 450 MB after', async () => {
  test.setTimeout(300_000);
  const figures = await attackMemory({ port, paths: 1_500, junk: 800, seconds: 15, restSeconds: 15 });
  test.info().annotations.push({
    type: 'memory',
    description: `ready ${figures.ready} MB, peak ${figures.peak} MB, after ${figures.after} MB`,
  });
  expect(figures.peak, 'peak (VmHWM), MB').toBeLessThanOrEqual(600);
  expect(figures.after, 'after the load, MB').toBeLessThanOrEqual(450);
});
