import { describe, expect, it } from 'vitest';
import { imageResponse } from './embedded-assets';

describe('embedded image formats', () => {
  const name = `${'a'.repeat(40)}-10x10.png`;
  it('refuses a format that is only a property of every object', async () => {
    for (const fm of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'gif']) {
      const response = await imageResponse(name, new URLSearchParams({ fm }));
      expect(response.status, fm).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
