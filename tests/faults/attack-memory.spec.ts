import { expect, test } from '@playwright/test';
import { attackMemory } from '../../scripts/lib/attack-memory';

/**
 * The short soak: what a scanner does to the production start's memory (scripts/lib/attack-memory.ts,
 * the load `npm run bench:attack-memory` runs for four minutes, here about one). The bounds: the
 * peak (VmHWM, start-up included) at most 800 MB, and at most 600 MB once the load has passed. Before
 * scripts/start.sh held V8's WebAssembly tiering, young generation and malloc arenas, the first account call alone
 * (PGlite creating its folder) took the server past 1.1 GB.
 */
const port = Number(process.env.FAULTS_ATTACK_PORT ?? 3228);

test('a scanner’s load keeps the server under 800 MB at its peak and 600 MB after', async () => {
  test.setTimeout(300_000);
  const figures = await attackMemory({ port, paths: 1_500, junk: 800, seconds: 15, restSeconds: 15 });
  test.info().annotations.push({
    type: 'memory',
    description: `ready ${figures.ready} MB, peak ${figures.peak} MB, after ${figures.after} MB`,
  });
  expect(figures.peak, 'peak (VmHWM), MB').toBeLessThanOrEqual(800);
  expect(figures.after, 'after the load, MB').toBeLessThanOrEqual(600);
});
