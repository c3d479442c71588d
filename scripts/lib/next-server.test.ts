import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faketimeCommand, faketimeObjects } from './next-server';

const hasFaketime = spawnSync('sh', ['-c', 'command -v faketime']).status === 0;

describe.skipIf(!hasFaketime)('a server on a controlled clock', () => {
  it('starts even where an earlier wrapper stopped by a signal left its objects under the same pid', () => {
    // The wrapper's pid cannot be known in advance, but pids are handed out in order: leftovers for the next
    // few hundred are sure to cover it, as a stale /dev/shm does on a machine that has run the suite before.
    const last = Number(readFileSync('/proc/sys/kernel/ns_last_pid', 'utf8'));
    const leftovers = Array.from({ length: 300 }, (_, i) => faketimeObjects(String(last + 1 + i))).flat();
    for (const file of leftovers) writeFileSync(file, '');
    try {
      const [command, ...args] = faketimeCommand('2025-10-25T07:00:00.000Z', ['date', '-u', '+%F %H']);
      const out = execFileSync(command as string, args, { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } });
      expect(out.trim()).toBe('2025-10-25 07');
    } finally {
      for (const file of leftovers) rmSync(file, { force: true });
    }
  });
});
