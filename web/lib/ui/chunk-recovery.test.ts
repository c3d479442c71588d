import { describe, expect, it } from 'vitest';
import { chunkErrorDecision, chunkReloadKey, isChunkLoadError, isChunkScript } from './chunk-recovery';

const chunk = 'https://www.example.com/_next/static/chunks/0aj5504sfdvhr.js';

describe('chunkErrorDecision (SPEC §2.4)', () => {
  it('reloads once when the server says our chunk is gone', () => {
    expect(chunkErrorDecision({ src: chunk, status: 404, alreadyReloaded: false })).toBe('reload');
    expect(chunkErrorDecision({ src: '/_next/static/chunks/a.js', status: 404, alreadyReloaded: false })).toBe(
      'reload',
    );
  });
  it('never twice for the same page', () => {
    expect(chunkErrorDecision({ src: chunk, status: 404, alreadyReloaded: true })).toBe('ignore');
  });
  it('ignores other answers: the chunk exists, the server is failing, the check itself failed', () => {
    for (const status of [200, 304, 403, 500, 503, null])
      expect(chunkErrorDecision({ src: chunk, status, alreadyReloaded: false })).toBe('ignore');
  });
  it('ignores scripts that are not our chunks', () => {
    for (const src of [
      'https://tags.example/tag.js',
      'https://www.example.com/vendor/_next/static/x.js',
      'https://www.example.com/_next/image?url=x',
      '',
    ])
      expect(chunkErrorDecision({ src, status: 404, alreadyReloaded: false })).toBe('ignore');
    expect(isChunkScript('http://[bad')).toBe(false);
  });
  it('remembers per path', () => {
    expect(chunkReloadKey('/us/faq')).toBe('chunk-reload:/us/faq');
  });
});

describe('isChunkLoadError', () => {
  it("recognises webpack's and Turbopack's errors", () => {
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(named)).toBe(true);
    expect(
      isChunkLoadError(new Error('Loading chunk 123 failed.\n(error: https://x/_next/static/chunks/123.js)')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 42'))).toBe(true);
  });
  it('ignores other rejections', () => {
    for (const reason of [
      new Error('network down'),
      'Loading chunk 1 failed',
      null,
      undefined,
      404,
      { name: 'TypeError' },
    ])
      expect(isChunkLoadError(reason)).toBe(false);
  });
});
