/**
 * The floor the benchmarks measure against: stock Next 16 (bench/floor-app, no configuration of ours) built
 * with ISR pages of the given sizes in bytes (0: an empty page, Next's own markup alone) and started with
 * `next start`. Each page is at /<size>.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './dataset-files';
import { type NextServer, startNext } from './next-server';

const FLOOR_APP = path.join(ROOT, 'bench', 'floor-app');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

export async function startFloorApp(port: number, sizes: readonly number[]): Promise<NextServer> {
  execFileSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: FLOOR_APP,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FLOOR_SIZES: sizes.join(',') },
    stdio: 'ignore',
  });
  return startNext(port, {}, { cwd: FLOOR_APP, readyPath: `/${sizes[0]}` });
}
