/**
 * Nothing phones home: every package script that runs Next's or Sanity's command line turns its telemetry off
 * itself, so `npm run build` on a developer's machine sends nothing, whatever the shell's environment says.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url);
const WORKSPACES = [
  'package.json',
  'web/package.json',
  'studio/package.json',
  'schemas/package.json',
  'accounts/package.json',
];
const CLIS = [
  { command: /(?:^|[\s;&|])next\s/, variable: 'NEXT_TELEMETRY_DISABLED=1' },
  { command: /(?:^|[\s;&|])sanity\s/, variable: 'SANITY_TELEMETRY_DISABLED=1' },
];

describe('package scripts', () => {
  it('turn telemetry off wherever they run next or sanity', () => {
    const unguarded: string[] = [];
    let seen = 0;
    for (const file of WORKSPACES) {
      const { scripts = {} } = JSON.parse(readFileSync(new URL(file, ROOT), 'utf8')) as {
        scripts?: Record<string, string>;
      };
      for (const [name, script] of Object.entries(scripts))
        for (const { command, variable } of CLIS)
          if (command.test(script)) {
            seen++;
            if (!script.includes(variable)) unguarded.push(`${file} ${name}: ${script}`);
          }
    }
    expect(unguarded).toEqual([]);
    expect(seen).toBeGreaterThan(3);
  });
});
