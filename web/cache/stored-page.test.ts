import { cnHost } from '@showcase/schemas/hosts';
import { settingsFrom } from '@showcase/schemas/settings';
import { describe, expect, it } from 'vitest';
import { pageTarget, renderedOrigins, storedPageKey } from './stored-page';

const MAIN = 'localhost:3000';
const CN = `${cnHost()}:3000`;

describe('a page request as Next sees it', () => {
  it.each([
    ['/us/login/reset?token=abc', '/us/login/reset'],
    ['/fr/flagship-bumblebee?utm_source=x&utm_medium=y', '/fr/flagship-bumblebee'],
    ['/us/faq?_rsc=1x2y3&utm_source=x', '/us/faq?_rsc=1x2y3'],
    ['/us?', '/us'],
    ['http://localhost:3000/us/faq?marker=1', 'http://localhost:3000/us/faq'],
    ['/us/f%61q', '/us/faq'],
    ['/%75s/flagship%2Dbumblebee?m=1', '/us/flagship-bumblebee'],
    ['/us/flagship-bumblebee%0a', '/us/flagship-bumblebee~'],
    ['/us/flagship%0D%0A-bumblebee', '/us/flagship~~-bumblebee'],
    ['/us/a%2Fb', '/us/a%2Fb'],
  ])('main host: %s reaches Next as %s', (target, seen) => {
    expect(pageTarget('GET', MAIN, target)).toBe(seen);
    expect(pageTarget('HEAD', MAIN, target)).toBe(seen);
  });

  it.each([
    ['/flagship-bumblebee?token=abc', '/flagship-bumblebee'],
    ['/?utm_source=x', '/'],
    ['/login/verify?token=abc&_rsc=q', '/login/verify?_rsc=q'],
  ])('cn host: %s reaches Next as %s', (target, seen) => {
    expect(pageTarget('GET', CN, target)).toBe(seen);
  });

  it.each([
    // Routes that read their query, or redirect with it.
    [MAIN, '/usapi/account/user/sign_in/refresh?user_id=1'],
    [MAIN, '/api/preview?secret=s&path=/us'],
    [MAIN, '/media/images/a.png?w=640'],
    [MAIN, '/_next/image?url=%2Fa.png&w=64&q=75'],
    [MAIN, '/?utm_source=x'],
    [MAIN, '/cn/flagship-bumblebee?utm_source=x'],
    [MAIN, '/login-reset?token=abc'],
    [MAIN, '/flagship-bumblebee?utm_source=x'],
    [CN, '/cnapi/account/user/sign_in/refresh?user_id=1'],
    [CN, '/media/images/a.png?w=640'],
    [CN, '/cn/faq?utm_source=x'],
  ])('%s%s keeps its query', (host, target) => {
    expect(pageTarget('GET', host, target)).toBe(target);
  });

  it('leaves what is not a read alone: a form posted to a page keeps its query', () => {
    expect(pageTarget('POST', MAIN, '/us/login?fromPath=/us/account')).toBe('/us/login?fromPath=/us/account');
  });
});

describe('one rule for a stored page', () => {
  it('keys each page by its path, its stage, the content revision and the origins it names, nothing else', () => {
    const here = renderedOrigins(settingsFrom({ PORT: '3210' }));
    const at = { stage: 3, revision: 7 };
    const key = (page: string, state = at, origins = here) => storedPageKey(page, state, origins);
    expect(key('/us')).toMatch(/^\/us~s3~r7~o[0-9a-f]{8}$/);
    expect(key('/us')).toBe(key('/us'));
    expect(key('/us')).not.toBe(key('/uk'));
    expect(key('/us')).not.toBe(key('/us', { stage: 4, revision: 7 }));
    expect(key('/us')).not.toBe(key('/us', { stage: 3, revision: 8 }));
    // Another port of the same build (the tests' servers, a local start beside them), or the configured origins.
    expect(key('/us')).not.toBe(key('/us', at, renderedOrigins(settingsFrom({ PORT: '3917' }))));
    expect(key('/us')).not.toBe(
      key('/us', at, renderedOrigins(settingsFrom({ SITE_ORIGIN: 'https://www.example.com' }))),
    );
  });
});
