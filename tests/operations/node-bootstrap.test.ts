/**
 * scripts/node.sh decides from package.json's `engines` whether the `node` on PATH will do: a Node
 * that `engine-strict` would refuse is never let through to `npm ci`. Its range reader
 * (scripts/lib/node-range.cjs) runs before anything is installed, so it is small; here it is held to semver.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const range = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } })
  .engines.node;
const { satisfies } = createRequire(import.meta.url)(path.join(ROOT, 'scripts/lib/node-range.cjs')) as {
  satisfies: (range: string, version: string) => number;
};

describe('the range reader', () => {
  it('agrees with semver on engines for every version around its bounds', () => {
    const versions = [18, 20, 21, 22, 23, 24, 25, 26, 27].flatMap((major) =>
      [0, 1, 12, 14, 15, 21, 22, 30].flatMap((minor) => [0, 1, 2, 3].map((patch) => `${major}.${minor}.${patch}`)),
    );
    const disagreeing = versions.filter((v) => (satisfies(range, v) === 0) !== semver.satisfies(v, range));
    expect(disagreeing).toEqual([]);
  });

  it('reads exact versions and says when it meets a form it does not read', () => {
    expect(satisfies('24.21.0', '24.21.0')).toBe(0);
    expect(satisfies('24.21.0', '24.21.1')).toBe(1);
    expect(satisfies('~24.1.0', '24.1.0')).toBe(2);
  });
});

describe('node.sh', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'node-sh-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs node.sh with a `node` first on PATH that reports `version` and is otherwise this Node. */
  function run(version: string) {
    const bin = path.join(dir, version, 'bin');
    execFileSync('mkdir', ['-p', bin]);
    const fake = path.join(bin, 'node');
    writeFileSync(
      fake,
      `#!/bin/sh\n[ "$1" = --version ] && { echo v${version}; exit 0; }\nexec "${process.execPath}" "$@"\n`,
    );
    chmodSync(fake, 0o755);
    return spawnSync('bash', [path.join(ROOT, 'scripts/node.sh'), 'echo', 'ran'], {
      env: {
        ...process.env,
        PATH: `${bin}:/usr/bin:/bin`,
        NODE_INSTALL: '0',
        // An empty folder, not the project's .node: nothing installed earlier may answer for the Node on PATH.
        NODE_LOCAL_DIR: path.join(dir, version, 'local'),
      },
      encoding: 'utf8',
    });
  }

  it('runs the command with a Node inside engines', () => {
    for (const version of ['22.22.2', '24.15.0', '26.0.0']) {
      const result = run(version);
      expect(result.stdout.trim(), version).toBe('ran');
      expect(result.status, version).toBe(0);
    }
  });

  it('steps in for a Node that npm ci would refuse, and says what to run when it may not install', () => {
    for (const version of ['20.20.2', '22.12.0', '24.14.0']) {
      const result = run(version);
      expect(result.status, version).toBe(1);
      expect(result.stdout, version).toBe('');
      expect(result.stderr, version).toContain(`Node.js ${version} is outside engines (${range}) and NODE_INSTALL=0`);
      expect(result.stderr, version).toContain('nvm install');
    }
  });
});
