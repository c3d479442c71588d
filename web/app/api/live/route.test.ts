import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DELETE, GET, POST } from './route';

describe('GET /api/live', () => {
  it('answers 200 in the wrapper, uncached, with the process uptime', async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as { code: number; data: { uptimeSeconds: number } };
    expect(body.code).toBe(2000);
    expect(body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('refuses other methods in the wrapper', async () => {
    for (const handler of [POST, DELETE]) {
      const response = handler();
      expect(response.status).toBe(405);
      expect(((await response.json()) as { code: number }).code).toBe(4005);
    }
  });

  it('depends on nothing that can be down: no database, content or Redis module', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'route.ts'), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map(([, module]) => module);
    expect(imports).toEqual(['@/lib/api/wrapper']);
  });
});
