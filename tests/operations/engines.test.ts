/**
 * `engines` promises the Node versions the project installs and runs on: it must be no wider than what every
 * package in the lockfile accepts, or `npm ci` (with `engine-strict`) refuses on a version `engines` admitted,
 * and scripts/node.sh, which trusts `engines`, would not step in. `devEngines` and `.nvmrc` say the
 * same.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const manifest = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devEngines: { runtime: { name: string; version: string; onFail: string } };
  packageManager: string;
};
type Locked = { engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] };
const locked = (JSON.parse(read('package-lock.json')) as { packages: Record<string, Locked> }).packages;

/** The systems the project installs on; a package for another one (win32, ia32) is never installed. */
const SYSTEMS = ['linux', 'darwin'];
const CPUS = ['x64', 'arm64'];
const installedHere = (entry: Locked) =>
  (!entry.os || entry.os.some((os) => SYSTEMS.includes(os))) &&
  (!entry.cpu || entry.cpu.some((cpu) => CPUS.includes(cpu)));

describe('the Node versions the project admits', () => {
  const range = manifest.engines.node;

  it('are accepted by every locked package the project installs', () => {
    const refusing = Object.entries(locked)
      .filter(([, entry]) => installedHere(entry))
      .flatMap(([name, entry]) => {
        const wants = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!wants) return [];
        return semver.validRange(wants) && semver.subset(range, wants) ? [] : [`${name} wants ${wants}`];
      });
    expect(refusing).toEqual([]);
  });

  it('are named alike in devEngines, and .nvmrc pins one exact version inside them', () => {
    // A warning, not an error: `npm test` on an old Node must still reach scripts/node.sh, which installs one.
    expect(manifest.devEngines.runtime).toEqual({ name: 'node', version: range, onFail: 'warn' });
    expect(manifest.packageManager).toMatch(/^npm@\d+\.\d+\.\d+$/);
    const pinned = read('.nvmrc').trim();
    expect(semver.valid(pinned)).toBe(pinned);
    expect(semver.satisfies(pinned, range)).toBe(true);
  });
});
