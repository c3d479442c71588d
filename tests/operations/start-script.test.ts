/**
 * scripts/start.sh places the build's static files beside the standalone server before it starts it. It must do
 * so with any POSIX `mv`: macOS's (BSD) has no `-T`, and a placement that failed there left every script a 404.
 * Run here in a made-up checkout whose `node` only reports what it was asked to run.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'start-script-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string, mode?: number) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  if (mode) chmodSync(file, mode);
};

it('places the static files and public/ with a mv that has no -T (BSD, macOS)', () => {
  const root = path.join(dir, 'checkout');
  mkdirSync(path.join(root, 'scripts'), { recursive: true });
  copyFileSync(path.join(ROOT, 'scripts/start.sh'), path.join(root, 'scripts/start.sh'));
  write(path.join(root, 'web/.next/standalone/web/server.js'), '');
  write(path.join(root, 'web/.next/static/chunks/app.js'), 'app');
  write(path.join(root, 'web/public/robots-extra.txt'), 'public');
  const bin = path.join(dir, 'bin');
  // BSD mv: no -T; anything else is the system's.
  write(
    path.join(bin, 'mv'),
    '#!/bin/sh\ncase "$1" in -T) echo "mv: illegal option -- T" >&2; exit 64;; esac\nexec /bin/mv "$@"\n',
    0o755,
  );
  write(path.join(bin, 'node'), '#!/bin/sh\necho "node $*"\n', 0o755);
  // Nothing of this machine's environment but its own commands: the made-up node and mv come first.
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', PATH: `${bin}:/usr/bin:/bin`, FRONT_CACHE: '0' };
  const run = spawnSync('bash', [path.join(root, 'scripts/start.sh')], {
    env,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain('server.js');
  const app = path.join(root, 'web/.next/standalone/web');
  expect(existsSync(path.join(app, '.next/static/chunks/app.js'))).toBe(true);
  expect(existsSync(path.join(app, 'public/robots-extra.txt'))).toBe(true);
  // A second start finds them in place and leaves no copy behind.
  expect(spawnSync('bash', [path.join(root, 'scripts/start.sh')], { env }).status).toBe(0);
  expect(existsSync(path.join(app, '.next/static/static'))).toBe(false);
});
