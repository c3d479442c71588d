import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { POST } from './route';

// Inside a preview (draft mode on); the clock it would restart is not what is under test.
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: true }) }));
vi.mock('@/lib/preview', () => ({ startPreview: vi.fn(async () => {}) }));

const ORIGIN = 'http://localhost:3000';

/** The preview bar's form as a browser posts it from `from` (its Referer) on this host. */
function post(fields: Record<string, string>, from: string) {
  return new NextRequest(`${ORIGIN}/api/preview/at`, {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: ORIGIN,
      referer: from,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const at = '2025-10-30T09:00:00';

describe('POST /api/preview/at', () => {
  it('goes back to the page its region and path fields name', async () => {
    const answer = await POST(post({ region: 'us', path: 'flagship-bumblebee', at }, `${ORIGIN}/us/faq`));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/us/flagship-bumblebee');
    const cn = await POST(post({ region: 'cn', path: 't9', at }, `${ORIGIN}/t9`));
    expect(cn.headers.get('location')).toBe('/t9');
  });

  it('never sends the editor off the site, whatever the Referer or the path field holds', async () => {
    for (const from of [`${ORIGIN}//evil.example/x`, `${ORIGIN}/\\evil.example/x`, `${ORIGIN}/%2F%2Fevil.example`]) {
      const answer = await POST(post({ region: 'us', at }, from));
      expect([from, answer.status, answer.headers.get('location')]).toEqual([from, 303, '/us']);
    }
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'x\n', '\t/evil.example'])
      expect((await POST(post({ region: 'us', path, at }, `${ORIGIN}/us`))).headers.get('location')).toBe('/us');
  });
});
